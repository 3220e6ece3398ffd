// A delivery or billing address as the order pages print it: name, street,
// city, state and pincode, country, phone.

type Address = { fullName: string; address: string; city: string; state: string; pincode: string; country: string; phone: string };

export function PostalAddress({
  address,
  className = "mt-1 text-sm leading-relaxed text-stone-700 not-italic",
  strongName = false,
}: {
  address: Address;
  className?: string;
  strongName?: boolean;
}) {
  return (
    <address className={className}>
      {strongName ? <strong>{address.fullName}</strong> : address.fullName}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.pincode}
      <br />
      {address.country}
      <br />
      Phone: {address.phone}
    </address>
  );
}
