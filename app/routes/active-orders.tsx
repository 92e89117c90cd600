// `/active-orders`: the Active Orders tab of the orders page (app/routes/orders).
export { default, ErrorBoundary, headers, loader, meta } from './orders/route';
