// The after-sales module: what other modules and the server's wiring may use of it. Nothing yet: the routes
// table (modules/index.ts) takes afterSalesHandlers from routes.ts, and reviews check the caller's order
// with their own query.
