// The gateways this platform takes payments through: the sandbox (unless switched off) and the providers
// whose keys are configured (server/config.ts → ./providers).
import type { GatewayName } from '../../../app/contract/payments';
import type { Gateway } from './gateway';

export class Gateways {
  private readonly byName: Map<GatewayName, Gateway>;
  /** the names at hand, for the payment methods a business may offer */
  readonly names: ReadonlySet<GatewayName>;

  constructor(list: Gateway[]) {
    this.byName = new Map(list.map((g) => [g.name, g]));
    this.names = new Set(this.byName.keys());
  }

  get(name: GatewayName): Gateway | undefined {
    return this.byName.get(name);
  }
}
