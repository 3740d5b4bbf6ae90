import { describe, expect, it } from 'vitest';
import { formatCidr, inCidrs, isAdminArea, parseCidr, parseCidrList, parseIp } from './admin-access';

describe('ADMIN_ALLOW_CIDRS networks', () => {
  it('reads IPv4 and IPv6 networks and bare addresses, clearing host bits', () => {
    expect(formatCidr(parseCidr('10.8.3.4/16'))).toBe('10.8.0.0/16');
    expect(formatCidr(parseCidr('192.168.1.7'))).toBe('192.168.1.7/32');
    expect(formatCidr(parseCidr('0.0.0.0/0'))).toBe('0.0.0.0/0');
    expect(formatCidr(parseCidr('2001:db8:abcd::1/32'))).toBe('2001:db8:0:0:0:0:0:0/32');
    expect(formatCidr(parseCidr('::1'))).toBe('0:0:0:0:0:0:0:1/128');
    expect(formatCidr(parseCidr('fe80::/10'))).toBe('fe80:0:0:0:0:0:0:0/10');
    expect(parseIp('::ffff:10.0.0.1')?.bytes.slice(10)).toEqual([255, 255, 10, 0, 0, 1]);
    expect(parseIp('[2001:db8::1]')?.family).toBe(6);
    expect(parseCidrList(' 10.0.0.0/8, 172.16.0.0/12  2001:db8::/32 ,')).toHaveLength(3);
    expect(parseCidrList('')).toEqual([]);
    expect(parseCidrList(undefined)).toEqual([]);
  });

  it('refuses anything else with a readable message', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0/8', '256.1.1.1', '10.0.0.1/8/1', 'example.com', '2001:db8::/129', '1:2:3:4:5:6:7:8:9', '::1::', '10.0.0.0/x', '01.2.3.4']) {
      expect(() => parseCidr(bad), bad).toThrow(/ADMIN_ALLOW_CIDRS: .* is not an IPv4 or IPv6 network/);
    }
  });

  it('matches client addresses, IPv4-mapped IPv6 as IPv4', () => {
    const list = parseCidrList('10.8.0.0/16,192.168.1.7,2001:db8::/32');
    expect(inCidrs(list, '10.8.200.1')).toBe(true);
    expect(inCidrs(list, '10.9.0.1')).toBe(false);
    expect(inCidrs(list, '192.168.1.7')).toBe(true);
    expect(inCidrs(list, '192.168.1.8')).toBe(false);
    expect(inCidrs(list, '::ffff:10.8.0.9')).toBe(true);
    expect(inCidrs(list, '::ffff:10.9.0.9')).toBe(false);
    expect(inCidrs(list, '2001:db8:1::5')).toBe(true);
    expect(inCidrs(list, '2001:db9::5')).toBe(false);
    expect(inCidrs(list, '127.0.0.1')).toBe(false);
    expect(inCidrs(list, 'not-an-ip')).toBe(false);
    expect(inCidrs(parseCidrList('0.0.0.0/0'), '203.0.113.9')).toBe(true);
    expect(inCidrs(parseCidrList('::/0'), '203.0.113.9')).toBe(false);
  });
});

describe('isAdminArea', () => {
  it('names the console pages, build and calls, in any case or spelling', () => {
    for (const u of ['/admin', '/admin/', '/ADMIN/reviews?x=1', '/admin/anything/deeper', '/%61dmin/login', '/homePage/../admin', '//admin']) {
      expect(isAdminArea(u), u).toBe('page');
    }
    for (const u of ['/_admin/assets/index-a.js', '/_ADMIN/', '/_admin', '/_admin//x']) expect(isAdminArea(u), u).toBe('asset');
    for (const u of ['/api/admin/me', '/API/Admin/login', '/api//admin/reviews/list', '/api/./admin/me', '/api/%61dmin/me', '/api/admin']) {
      expect(isAdminArea(u), u).toBe('api');
    }
  });

  it('leaves the rest of the site alone', () => {
    for (const u of ['/', '/homePage', '/administrator', '/api/user/login', '/api/adminx', '/_mall/assets/a.js', '/admins', '/cart?next=/admin']) {
      expect(isAdminArea(u), u).toBeNull();
    }
  });
});
