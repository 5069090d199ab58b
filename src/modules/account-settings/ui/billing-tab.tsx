import { AddressesSection, CardsSection } from './billing-lists';

/** The billing tab: payment cards and addresses. */
export default function BillingTab() {
  return (
    <div className="d-grid gap-4">
      <CardsSection />
      <AddressesSection />
    </div>
  );
}
