// What app/ composes from the waybills feature (Home shows the shipment counts).
export { ShipmentCounts } from './components/shipment-counts';
