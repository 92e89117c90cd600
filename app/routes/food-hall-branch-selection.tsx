import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { BranchSelection, branchSelectionHandle, branchSelectionMeta } from '~/components/branch/BranchSelection';
import { RouteErrorBoundary } from '~/components/shell';
import { branchSelectionAction, loadBranchSelection } from '~/features/branches/branch-selection.server';

// The stalls of the food hall the link is for (SPEC §2 routes): the branch selection page over the hall.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBranchSelection(request, context, true);
export const action = ({ request, context }: ActionFunctionArgs) => branchSelectionAction(request, context, true);

export const meta = branchSelectionMeta;
export const handle = branchSelectionHandle;

export default BranchSelection;

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
