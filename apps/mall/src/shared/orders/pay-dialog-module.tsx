// The lazily loaded chunk of LazyPayQrDialog.
import { PayQrDialog } from '@ws/ui';

export default PayQrDialog;
