// The end of either registration (普通会员, 企业会员; spec 01 §5): 注册成功, then /login.
import { useNavigate } from 'react-router';
import { notice } from '@ws/ui';

export const MSG_REGISTER_SUCCESS = '注册成功';

/** What a registration form calls once the server took it. */
export function useRegisterDone(): () => void {
  const navigate = useNavigate();
  return () => {
    notice.success(MSG_REGISTER_SUCCESS);
    void navigate('/login');
  };
}
