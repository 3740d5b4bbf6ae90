// The personal module: what other modules and the server's wiring may use of it.
export { changePoints } from './points';
export { changeWallet, walletBalanceFen } from './wallet';
