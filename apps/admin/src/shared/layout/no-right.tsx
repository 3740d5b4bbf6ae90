import { MSG_NO_RIGHT } from '@ws/api-sdk';
import classes from './admin-layout.module.css';

/** A screen the staff member's roles do not open (the server refuses its calls with the same 无权限). */
export function NoRight() {
  return (
    <div className={classes.noRight} role="alert">
      <p className={classes.noRightTitle}>{MSG_NO_RIGHT}</p>
      <p>您的账号没有打开此页面的权限，请联系超级管理员。</p>
    </div>
  );
}
