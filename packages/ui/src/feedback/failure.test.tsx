import { act, screen } from '@testing-library/react';
import { ApiError } from '@ws/api-sdk';
import { renderWithProviders } from '../testing';
import { failureMessage, isServerRefusal, noticeFailure, noticeOutcome } from './failure';

describe('a failed call', () => {
  it('shows the server’s msg, a transport failure’s message, else 操作失败', () => {
    expect(failureMessage(new ApiError('企业名称已存在', 1, 'server'))).toBe('企业名称已存在');
    expect(failureMessage(new ApiError('网络异常，请稍后重试', 0, 'network'))).toBe('网络异常，请稍后重试');
    expect(failureMessage(new Error('出错了'))).toBe('出错了');
    expect(failureMessage(new Error(''))).toBe('操作失败');
    expect(failureMessage('x')).toBe('操作失败');
  });

  it('shows nothing for a 404 (the call layer’s alert), code -1 (its notice) or an aborted call', () => {
    expect(failureMessage(new ApiError('糟糕，404啦，请刷新重试一下', 404, 'http404'))).toBeNull();
    expect(failureMessage(new ApiError('未登录或超时', -1, 'notLoggedIn'))).toBeNull();
    expect(failureMessage(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }))).toBeNull();
  });

  it('tells a server refusal from a transport failure', () => {
    expect(isServerRefusal(new ApiError('暂无企业信息', 1, 'server'))).toBe(true);
    expect(isServerRefusal(new ApiError('请求超时', 0, 'timeout'))).toBe(false);
    expect(isServerRefusal(new Error('x'))).toBe(false);
  });

  it('noticeFailure shows the message as an error notice, and nothing when there is none', async () => {
    renderWithProviders(<div />);
    act(() => {
      noticeFailure(new ApiError('未登录或超时', -1, 'notLoggedIn'));
      noticeFailure(new ApiError('企业名称已存在', 1, 'server'));
    });
    expect(await screen.findByText('企业名称已存在')).toBeInTheDocument();
    expect(screen.queryByText('未登录或超时')).not.toBeInTheDocument();
  });

  it('noticeOutcome: a success notices its message, then goes on; a failure goes to noticeFailure or the given handler', async () => {
    renderWithProviders(<div />);
    const then = vi.fn();
    const outcome = noticeOutcome('保存成功', then);
    act(() => {
      outcome.onSuccess();
      outcome.onError(new ApiError('卡号格式不正确', 1, 'server'));
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('卡号格式不正确')).toBeInTheDocument();
    expect(then).toHaveBeenCalledTimes(1);
    const own = vi.fn();
    noticeOutcome('x', then, own).onError(new Error('y'));
    expect(own).toHaveBeenCalledWith(new Error('y'));
  });
});
