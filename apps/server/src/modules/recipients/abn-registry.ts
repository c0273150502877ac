import { normaliseAbn } from '@parcelway/domain';

/** A business as the Australian Business Register describes it. */
export interface AbnRecord {
  abn: string;
  entityName: string;
  /** 'active' or 'cancelled'. */
  status: 'active' | 'cancelled';
  gstRegistered: boolean;
  state: string;
  postcode: string;
}

/**
 * Where getCompanyByAbn looks a number up. The Australian Business Register's ABN Lookup web services need a
 * registered GUID and the network; neither is available here, so the app runs on the local stand-in below.
 * A register client implements this interface and is passed to buildApp (AppDependencies.abnRegistry).
 */
export interface AbnRegistry {
  readonly source: string;
  lookup(abn: string): Promise<AbnRecord | null>;
}

/** Public registrations of a few well-known Australian organisations, as the register shows them. */
const LOCAL_BUSINESSES: AbnRecord[] = [
  {
    abn: '51824753556',
    entityName: 'Australian Taxation Office',
    status: 'active',
    gstRegistered: true,
    state: 'ACT',
    postcode: '2600',
  },
  {
    abn: '48123123124',
    entityName: 'Commonwealth Bank of Australia',
    status: 'active',
    gstRegistered: true,
    state: 'NSW',
    postcode: '2000',
  },
  {
    abn: '33051775556',
    entityName: 'Telstra Limited',
    status: 'active',
    gstRegistered: true,
    state: 'VIC',
    postcode: '3000',
  },
  {
    abn: '28864970579',
    entityName: 'Australian Postal Corporation',
    status: 'active',
    gstRegistered: true,
    state: 'VIC',
    postcode: '3000',
  },
  {
    abn: '88000014675',
    entityName: 'Woolworths Group Limited',
    status: 'active',
    gstRegistered: true,
    state: 'NSW',
    postcode: '2153',
  },
  {
    abn: '16009661901',
    entityName: 'Qantas Airways Limited',
    status: 'active',
    gstRegistered: true,
    state: 'NSW',
    postcode: '2020',
  },
  {
    abn: '49004028077',
    entityName: 'BHP Group Limited',
    status: 'active',
    gstRegistered: true,
    state: 'VIC',
    postcode: '3000',
  },
];

/** The stand-in: answers from the list above (and any records a test adds); any other number is unknown. */
export class LocalAbnRegistry implements AbnRegistry {
  readonly source = 'local';
  private readonly records: Map<string, AbnRecord>;

  constructor(extra: AbnRecord[] = []) {
    this.records = new Map([...LOCAL_BUSINESSES, ...extra].map((record) => [record.abn, record]));
  }

  async lookup(abn: string): Promise<AbnRecord | null> {
    return this.records.get(normaliseAbn(abn)) ?? null;
  }
}
