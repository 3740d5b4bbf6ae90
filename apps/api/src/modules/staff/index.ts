// The staff module: what the server's wiring uses to serve the console's calls.
export { resolveStaffToken, staffMayCall, type StaffCaller } from './service';
