// SPEC §3 capabilities and §4 "Pickup" at placement: an order (single branch, food-hall group, or the update
// of a waiting one) is for an order type every branch of its cart takes — drive-thru only with a lane and a
// vehicle registration — by the rule the shop's options sheet offers with (app/domain/order-types.ts).
// Checked before anything is priced or written, so a refusal leaves no order and takes no stock.
import { DeliveryMethod } from '../../../app/domain/constants';
import { offeredOrderTypes, orderTypeProblem } from '../../../app/domain/order-types';
import { ErrorCode } from '../../../app/contract/errors';
import type { OrderRequest } from '../../../app/contract/orders';
import { ApiError, invalid } from '../http';
import type { Catalog } from '../catalog/catalog';

// SPEC §8 "Location": the words for a delivery that cannot be had, and for no branch taking the order type.
const NO_DELIVERY = 'Delivery is temporarily unavailable due to unexpected issues. Please try another ordering option';
const NO_BRANCH = 'No branch is available';

export async function checkOrderType(catalog: Catalog, body: OrderRequest): Promise<void> {
  const choice = {
    orderType: body.order_type,
    pickupType: body.pickup_order_type,
    vehicleRegNo: body.vehicle_reg_no,
  };
  for (const branchId of new Set(body.cart.map((l) => l.branch.id))) {
    const capabilities = await catalog.branchCapabilities(branchId);
    // an unknown branch is the bill's to refuse (priceCart), with its own words
    if (!capabilities) continue;
    switch (orderTypeProblem(capabilities, choice)) {
      case 'typeUnavailable':
        throw new ApiError(
          422,
          ErrorCode.orderTypeUnavailable,
          body.order_type === DeliveryMethod.DELIVERY ? NO_DELIVERY : NO_BRANCH,
          { branch_id: branchId, order_type: body.order_type, offered: offeredOrderTypes(capabilities) },
        );
      case 'driveThruUnavailable':
        throw invalid('pickup_order_type', 'Drive-thru is not available at this branch', {
          branch_id: branchId,
          pickup_order_type: 'unavailable',
        });
      case 'vehicleRequired':
        throw invalid('vehicle_reg_no', 'Vehicle registration is required for drive-thru', {
          vehicle_reg_no: 'required',
        });
      case null:
        break;
    }
  }
}
