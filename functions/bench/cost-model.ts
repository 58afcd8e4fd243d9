import { TRAFFIC, type Ops, type PriceSet } from './cost-inputs';

/**
 * The scale review's monthly Firestore cost model (§5), as arithmetic: each line is a kind of
 * request, its monthly volume from the review's traffic assumptions, times what one request
 * costs, priced per location. The cost bench runs it on the review's figures and on measured ones.
 */

export type LineId =
  | 'cardPersonal'
  | 'cardEmployee'
  | 'beacon'
  | 'vcard'
  | 'lead'
  | 'contactsSearch'
  | 'contactsList'
  | 'duplicates'
  | 'employeeList'
  | 'import'
  | 'teamWebhook'
  | 'refresh'
  | 'otherApi';

/** What one case of the model states: a request's cost per line, and the traffic that depends on the design. */
export interface CostCase {
  perRequest: Record<LineId, Ops>;
  cdnHitRate: number;
  beaconsPerView: number;
  storageGiB: number;
}

interface Line {
  label: string;
  /** Requests (or units) a month. */
  volume(c: CostCase): number;
}

const T = TRAFFIC;
const misses = (c: CostCase) => T.cardViews * (1 - c.cdnHitRate);

export const LINES: Record<LineId, Line> = {
  cardPersonal: { label: 'card page miss, personal', volume: (c) => misses(c) * (1 - T.employeeViewShare) },
  cardEmployee: { label: 'card page miss, employee', volume: (c) => misses(c) * T.employeeViewShare },
  beacon: { label: 'beacon', volume: (c) => T.cardViews * c.beaconsPerView },
  vcard: { label: 'vCard save', volume: () => T.cardViews * T.vcardSaveShare },
  lead: { label: 'lead (with its ticket)', volume: () => T.leads },
  contactsSearch: {
    label: 'contacts list, search + filter',
    volume: () => T.contactListCalls * T.searchWithFilterShare,
  },
  contactsList: { label: 'contacts list, other', volume: () => T.contactListCalls * (1 - T.searchWithFilterShare) },
  duplicates: { label: 'duplicates scan', volume: () => T.duplicateScans },
  employeeList: { label: 'employee list page', volume: () => T.employeeListPages },
  import: { label: 'import of 10,000 rows', volume: () => T.importedRows / 10_000 },
  teamWebhook: {
    label: `team-plan reconcile, ${T.averageTeam} employees`,
    volume: () => T.joinsAndLeaves * T.webhookRunsPerJoin + T.teamSubscriptions,
  },
  refresh: {
    label: 'Instagram refresh, per connection a run',
    volume: () => T.instagramConnections * T.instagramRunsPerMonth,
  },
  otherApi: {
    label: 'other signed-in calls',
    volume: () => T.authenticatedCalls - T.contactListCalls - T.employeeListPages - T.duplicateScans,
  },
};

export interface LineCost extends Ops {
  id: LineId;
  label: string;
  volume: number;
  dollars: number;
}

export interface MonthlyCost extends Ops {
  lines: LineCost[];
  storageGiB: number;
  dollars: { reads: number; writes: number; deletes: number; storage: number; total: number };
}

const priced = (o: Ops, p: PriceSet) => o.reads * p.read + o.writes * p.write + o.deletes * p.delete;

/** The month's operations and bill of a case at one location's prices. */
export function monthlyCost(c: CostCase, prices: PriceSet): MonthlyCost {
  const lines = (Object.keys(LINES) as LineId[]).map((id): LineCost => {
    const volume = LINES[id].volume(c);
    const one = c.perRequest[id];
    const month = { reads: one.reads * volume, writes: one.writes * volume, deletes: one.deletes * volume };
    return { id, label: LINES[id].label, volume, ...month, dollars: priced(month, prices) };
  });
  const sum = (k: keyof Ops) => lines.reduce((total, line) => total + line[k], 0);
  const total = { reads: sum('reads'), writes: sum('writes'), deletes: sum('deletes') };
  const dollars = {
    reads: total.reads * prices.read,
    writes: total.writes * prices.write,
    deletes: total.deletes * prices.delete,
    storage: c.storageGiB * prices.gibMonth,
    total: 0,
  };
  dollars.total = dollars.reads + dollars.writes + dollars.deletes + dollars.storage;
  return { ...total, lines, storageGiB: c.storageGiB, dollars };
}
