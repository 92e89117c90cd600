// Where the platform's gateways are mounted (SPEC §7: {host}/v1 for consumer and enterprise, {consumer}/oms).
export interface Prefixes {
  consumer: string;
  enterprise: string;
  oms: string;
}

export const DEFAULT_PREFIXES: Prefixes = {
  consumer: '/api/consumer/v1',
  enterprise: '/api/enterprise/v1',
  oms: '/api/consumer/v1/oms',
};
