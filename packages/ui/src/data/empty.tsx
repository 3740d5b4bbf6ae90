import { IconInbox } from '../icons/icons';
import classes from './data.module.css';

export const EMPTY_TEXT = '亲，未找到记录~';

export interface EmptyProps {
  /** default 亲，未找到记录~ */
  text?: string;
}

/** The empty-list state. */
export function Empty({ text = EMPTY_TEXT }: EmptyProps) {
  return (
    <div className={classes.empty} role="status">
      <IconInbox size={56} strokeWidth={1.2} />
      <p className={classes.emptyText}>{text}</p>
    </div>
  );
}
