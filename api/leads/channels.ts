/**
 * Where a quote is delivered: the signed webhook, the sales inbox, the prospect's copy; `none` records a quote
 * that arrived while no channel was configured (pending until `npm run leads -- retry --all`).
 */
export const leadChannels = ['webhook', 'email', 'prospect', 'none'] as const;
export type LeadChannel = (typeof leadChannels)[number];

/** a delivery's state: waiting (or being retried), sent, or given up on with its last reason */
export const deliveryStates = ['pending', 'delivered', 'dead'] as const;
export type DeliveryState = (typeof deliveryStates)[number];
