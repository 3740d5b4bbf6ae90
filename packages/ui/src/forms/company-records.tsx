// The user's company records as both apps list them (portal /joinList, mall /companyInformation; spec 01 §5,
// spec 02 §2): join/listByUser, 20 a page, each with its logo, name, the app's lines (ID, contact, phone …),
// the audit badge (both readings of audit_status), the reviewer's reason when rejected, 详情 (its public
// page) when approved and 重新提交 when rejected. The page is the caller's (the URL, or a tab's own state).
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type CompanyKind, type MyCompany } from '@ws/api-sdk';
import { Pager } from '../data/pager';
import { QueryState } from '../data/query-state';
import { AppLink } from '../navigation/app-link';
import { AuditBadge, auditState } from './audit-badge';

const COMPANY_RECORDS_PAGE_SIZE = 20;

export interface CompanyRecordsProps {
  /** the list's accessible name (我的企业, 企业信息, 供应商入驻) */
  label: string;
  /** only the records of this kind (the supplier onboardings); all of them without it */
  kind?: CompanyKind;
  page: number;
  onPageChange: (page: number) => void;
  /** the logo's width and height in px */
  logoSize: number;
  /** the logo's alt text ('' without it: the name beside it says it) */
  logoAlt?: (company: MyCompany) => string;
  /** the lines under the name */
  lines: (company: MyCompany) => string[];
  /** where 详情 of an approved record leads, and its accessible name when not just 详情 */
  detailTo: (company: MyCompany) => string;
  detailLabel?: (company: MyCompany) => string;
  /** where 重新提交 of a rejected record leads */
  resubmitTo: (company: MyCompany) => string;
}

const useCompanyRecords = (page: number, kind?: CompanyKind) =>
  useQuery({
    ...apiQuery('companyListByUser', { pageNum: page, pageSize: COMPANY_RECORDS_PAGE_SIZE, ...(kind ? { kind } : {}) }),
    placeholderData: keepPreviousData,
  });

function CompanyRecord({ c, logoSize, logoAlt, lines, detailTo, detailLabel, resubmitTo }: { c: MyCompany } & Omit<CompanyRecordsProps, 'label' | 'kind' | 'page' | 'onPageChange'>) {
  const state = auditState(c.audit_status);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {c.firstFile ? (
            <img
              src={c.firstFile.FileUrl}
              alt={logoAlt?.(c) ?? ''}
              width={logoSize}
              height={logoSize}
              style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
            />
          ) : null}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Text>
            {lines(c).map((line, i) => (
              <Text key={i} size="sm" c="dimmed">
                {line}
              </Text>
            ))}
            {state === 'rejected' && c.audit_remark && (
              <Text size="sm" c="red">
                原因：{c.audit_remark}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <AuditBadge status={c.audit_status} />
          {state === 'approved' && (
            <Button size="xs" variant="light" component={AppLink} to={detailTo(c)} aria-label={detailLabel?.(c)}>
              详情
            </Button>
          )}
          {state === 'rejected' && (
            <Button size="xs" component={AppLink} to={resubmitTo(c)} aria-label={`重新提交 ${c.name}`}>
              重新提交
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** One page of the user's company records with the pager (loading, error and 亲，未找到记录~ as QueryState shows them). */
export function CompanyRecords({ label, kind, page, onPageChange, ...row }: CompanyRecordsProps) {
  const query = useCompanyRecords(page, kind);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(data) => (
        <Stack gap="sm">
          <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            {data.items.map((c) => (
              <CompanyRecord key={c.id} c={c} {...row} />
            ))}
          </ul>
          <Pager total={data.total} pageSize={COMPANY_RECORDS_PAGE_SIZE} page={page} onChange={onPageChange} />
        </Stack>
      )}
    </QueryState>
  );
}
