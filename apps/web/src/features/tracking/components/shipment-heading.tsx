/** The head of a journey: the shipment's number, its state and where it goes. */
export function ShipmentHeading({ number, statusName, route }: { number: string; statusName: string; route: string }) {
  return (
    <>
      <div className="tracking-title">
        <h2>{number}</h2>
        <span className="tracking-muted">{statusName}</span>
      </div>
      <p className="tracking-muted">{route}</p>
    </>
  );
}
