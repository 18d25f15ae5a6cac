import { CampaignsPanel } from '@/features/campaigns/components/campaigns-panel';
import { ContractsListPage } from '@/features/customer-contracts/routes/contracts-list.page';

/**
 * The contracts list with the campaigns feature's list as its "Kampanjat" tab (spec: "campaigns are listed
 * under agreements"; features do not import each other, so the app joins them here).
 */
export function ContractsListWithCampaigns() {
  return (
    <ContractsListPage campaigns={(accountId) => <CampaignsPanel key={accountId} accountId={accountId} />} />
  );
}
