// The invoice-profile chooser of the checkout, in its own chunk: the address book's profile list and form
// (Mantine form, inputs) load only when the buyer asks for an invoice.
import { InvoiceProfileList } from '@/shared/addresses/invoice-profile-list';

export default InvoiceProfileList;
