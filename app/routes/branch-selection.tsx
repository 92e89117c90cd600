import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { BranchSelection, branchSelectionHandle, branchSelectionMeta } from '~/components/branch/BranchSelection';
import { RouteErrorBoundary } from '~/components/shell';
import { branchSelectionAction, loadBranchSelection } from '~/features/branches/branch-selection.server';

// A brand's branches for the chosen place and order type (SPEC §2); the page and its server code are
// shared with /food-hall-branch-selection.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBranchSelection(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => branchSelectionAction(request, context);

export const meta = branchSelectionMeta;
export const handle = branchSelectionHandle;

export default BranchSelection;

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
