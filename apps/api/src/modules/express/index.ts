// The express module: what other modules and the server's wiring may use of it — the tracker of a site
// (the merchant's and the buyer's shipment timelines, modules/merchant), the sweep's refresh of shipments
// nobody looked at (modules/orders), Kuaidi100's settings (config.ts) and its demo emulator (app.ts).
export { expressTrackerFor, refreshStaleTraces, type ExpressTracker, type Shipment, type TrackingDeps } from './tracker';
export { KUAIDI100_ENDPOINT, type Kuaidi100Settings } from './kuaidi100';
export { KUAIDI100_EMULATOR_PATH, kuaidi100EmulatorSettings, kuaidi100SettingsFromEnv } from './settings';
export { registerDemoKuaidi100, registerKuaidi100Emulator } from './emulator';
