// Long on purpose: the seeding SQL of the large data set is one set of statements read top to bottom.
// The large data set of the load benchmarks (bench:lists, bench:api), seeded with set-based SQL in batches:
// other customers, parcels in mixed states, waybills, balance entries, payment attempts and point entries, with
// two measured customers — "bench", whose rows are spread through the tables as an active customer's are, and
// "dormant", whose rows are all the oldest — and the maintained balances and points that are the sums of them.
import { performance } from 'node:perf_hooks';
import { rows } from './statements.js';

export interface LargeDataSizes {
  parcels: number;
  benchParcels: number;
  waybills: number;
  benchWaybills: number;
  /** Balance entries and payment attempts each; point entries are a quarter of it. */
  entries: number;
  benchEntries: number;
  /** Coupons held (a quarter used, a quarter expired, the rest still to use); none when absent. */
  coupons?: number;
  benchCoupons?: number;
  customers: number;
}

const BATCH = 100_000;

export async function seedLargeDataSet(
  run: (text: string) => Promise<unknown>,
  sizes: LargeDataSizes,
  measured: { bench: number; dormant: number },
): Promise<void> {
  const { bench, dormant } = measured;
  const seedingStarted = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  };

  // ── Other customers: one insert. Their ids are one contiguous run (a fresh identity, one statement). ──
  let first = 0;
  await step('customers', async () => {
    await run(`
      insert into customers (first_name, last_name, email, password_hash, currency_id, store_id, invite_code)
      select 'Seed', 'Customer ' || g, 'seed.' || g || '@example.com', 'not-a-hash', w.currency_id, w.store_id,
             'SEED' || g
      from generate_series(1, ${sizes.customers}) as g
      join warehouses w on w.store_id = (array[1, 2, 3, 5, 8, 9])[1 + g % 6]`);
    const [span] = await rows<{ first: number; last: number }>(
      run(`select min(id) as first, max(id) as last from customers where email like 'seed.%'`),
    );
    if (!span || Number(span.last) - Number(span.first) + 1 !== sizes.customers) {
      throw new Error('seeded customer ids are not contiguous');
    }
    first = Number(span.first);
  });

  /**
   * Rows 1..total of a table as (g, customer_id, j), oldest first. The dormant customer has the first
   * `count` rows; after them every `stride`-th row is the bench customer's (up to `count`) and the others go
   * round the other customers, so their rows are spread through the table as an active customer's are.
   * `j` is the row's place among its customer's rows (0, 1, 2 …).
   */
  const owners = (total: number, count: number, from: number, to: number) => {
    const old = Math.min(count, Math.floor(total / 2));
    const stride = count > 0 ? Math.max(1, Math.floor((total - old) / count)) : total + 1;
    const h = `(g - ${old})`;
    const isBench = `(${h} % ${stride} = 0 and ${h} / ${stride} <= ${count})`;
    const other = `(${h} - least(${h} / ${stride}, ${count}) - 1)`;
    return `(select g,
        case when g <= ${old} then ${dormant} when ${isBench} then ${bench}
             else ${first} + ${other} % ${sizes.customers} end as customer_id,
        case when g <= ${old} then g - 1 when ${isBench} then ${h} / ${stride} - 1
             else ${other} / ${sizes.customers} end as j
      from generate_series(${from}, ${to}) as g)`;
  };
  const inBatches = async (label: string, total: number, insert: (from: number, to: number) => string) => {
    await step(label, async () => {
      for (let from = 1; from <= total; from += BATCH) await run(insert(from, Math.min(total, from + BATCH - 1)));
    });
  };

  // ── Waybills: every required column, in the customer's warehouse on its first line ──
  await inBatches(`waybills (${sizes.waybills})`, sizes.waybills, (from, to) => {
    const age = `(${sizes.waybills} - o.g) * interval '5 minutes'`;
    return `
      insert into waybills (shipment_no, customer_id, store_id, line_id, country_id, status, recipient, shipper,
        declaration, declared_value, currency_id, acknowledgements, postage, total, fees_final, chargeable_grams,
        submitted_at, created_at, updated_at)
      select 'PWB' || lpad(o.g::text, 9, '0'), o.customer_id, c.store_id, l.id, l.country_id, s.status,
        jsonb_build_object('first_name', 'Ada', 'last_name', 'Lovelace ' || o.j, 'phone_code', '886',
          'contact_number', '912345678', 'mobile', '912345678', 'email', 'ada@example.com', 'company', '',
          'country_id', l.country_id, 'state', '', 'city', 'Taipei', 'postcode', '100', 'address', '1 Bench Road',
          'address2', '', 'address3', '', 'unit_number', '', 'address_type', 'home', 'id_number', '', 'abn', ''),
        jsonb_build_object('sender_name', 'Bench Sender', 'commercial_value', false, 'export_reason', 'gift',
          'undeliverable_action', 'return'),
        jsonb_build_array(jsonb_build_object('name', 'Books', 'quantity', 2, 'total_amount', 5000,
          'product_type', 'general', 'attributes', jsonb_build_array())),
        5000, w.currency_id,
        jsonb_build_object('safety', true, 'terms', true, 'empp', false, 'aqis', false, 'ezway', false),
        2500 + o.g % 1000, 2500 + o.g % 1000, s.status not in ('pending', 'packing'), 1000 + o.g % 4000,
        now() - ${age}, now() - ${age}, now() - ${age}
      from ${owners(sizes.waybills, sizes.benchWaybills, from, to)} as o
      join customers c on c.id = o.customer_id
      join warehouses w on w.store_id = c.store_id
      join (select distinct on (store_id) store_id, id, country_id from logistics_lines order by store_id, id) l
        on l.store_id = c.store_id
      cross join lateral (select (array['pending', 'packing', 'pay_now', 'bank_pending', 'paid', 'in_transit',
        'sorting', 'collecting', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + o.j % 13]
        as status) s`;
  });

  // ── Parcels: mixed states (most delivered, as in a warehouse that has run a while) ──
  await inBatches(`parcels (${sizes.parcels})`, sizes.parcels, (from, to) => {
    const created = `now() - (${sizes.parcels} - o.g) * interval '30 seconds'`;
    return `
      insert into parcels (customer_id, store_id, tracking_number, status, origin, courier_company_id, contents,
        weight_grams, length_mm, width_mm, height_mm, pre_alerted_at, received_at, in_stock_at, created_at,
        updated_at)
      select o.customer_id, c.store_id, 'PW' || lpad(o.g::text, 10, '0'), s.status, 'pre_alert', cc.id, 'Books',
        case when s.status >= 5 then 200 + o.g % 5000 end, case when s.status >= 5 then 300 end,
        case when s.status >= 5 then 200 end, case when s.status >= 5 then 100 end,
        ${created}, case when s.status >= 5 then ${created} + interval '2 days' end,
        case when s.status >= 10 then ${created} + interval '2 days 1 hour' end, ${created}, ${created}
      from ${owners(sizes.parcels, sizes.benchParcels, from, to)} as o
      join customers c on c.id = o.customer_id
      left join (select distinct on (store_id) store_id, id from courier_companies order by store_id, id) cc
        on cc.store_id = c.store_id
      cross join lateral (select (array[0, 5, 10, 10, 20, 30, 40, 40, 40, 40, 40, 50, 60])[1 + o.j % 13]::smallint
        as status) s`;
  });
  // The measured customers' parcels in a shipment point at their waybills, so the lists show linked shipments.
  for (const customer of [bench, dormant]) {
    await step(`parcels of ${customer} linked to its waybills`, () =>
      run(`
        with p as (select id, row_number() over (order by id) - 1 as n from parcels
                   where customer_id = ${customer} and status in (20, 30, 40)),
             w as (select id, row_number() over (order by id) - 1 as n from waybills where customer_id = ${customer}),
             wc as (select count(*) as n from w)
        update parcels set waybill_id = w.id
        from p, w, wc
        where parcels.id = p.id and wc.n > 0 and w.n = p.n % wc.n`),
    );
  }

  // ── Balance: top-ups and payments that never take a wallet below zero; balance_after is the running sum ──
  const benchPoints = Math.floor(sizes.benchEntries / 4);
  await inBatches(`balance entries (${sizes.entries})`, sizes.entries, (from, to) => {
    // Per customer: +5000, +5000, −2000, … so after j+1 entries the wallet holds 8000 per full three, 5000 per rest.
    const sum = `(((o.j + 1) / 3) * 8000 + ((o.j + 1) % 3) * 5000)`;
    return `
      insert into balance_entries (customer_id, currency_id, amount_minor, kind, balance_after_minor, purpose,
        target_id, created_at)
      select o.customer_id, c.currency_id, case when o.j % 3 = 2 then -2000 else 5000 end,
        case when o.j % 3 = 2 then 'payment' else 'top_up' end, ${sum},
        case when o.j % 3 = 2 then 'waybill' else 'top_up' end, o.g,
        now() - (${sizes.entries} - o.g) * interval '2 minutes'
      from ${owners(sizes.entries, sizes.benchEntries, from, to)} as o
      join customers c on c.id = o.customer_id`;
  });
  await step('balance accounts (sum of entries)', () =>
    run(`
      insert into balance_accounts (customer_id, currency_id, balance_minor)
      select customer_id, currency_id, sum(amount_minor) from balance_entries group by customer_id, currency_id
      on conflict (customer_id, currency_id) do update set balance_minor = excluded.balance_minor`),
  );
  await inBatches(`payment attempts (${sizes.entries})`, sizes.entries, (from, to) => {
    const created = `now() - (${sizes.entries} - o.g) * interval '2 minutes'`;
    return `
      insert into payment_attempts (customer_id, purpose, target_id, method, provider, currency_id, amount_minor,
        status, completed_at, created_at, updated_at)
      select o.customer_id, case when o.j % 2 = 0 then 'waybill' else 'top_up' end, o.g, m.method, m.provider,
        c.currency_id, 1000 + o.g % 9000, s.status,
        case when s.status in ('succeeded', 'failed') then ${created} + interval '1 minute' end, ${created}, ${created}
      from ${owners(sizes.entries, sizes.benchEntries, from, to)} as o
      join customers c on c.id = o.customer_id
      cross join lateral (select (array['succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed', 'pending',
        'created'])[1 + o.j % 7] as status) s
      cross join lateral (select (array['balance', 'card', 'bank_transfer', 'paypal'])[1 + o.j % 4] as method,
        (array[null, 'airwallex', null, 'paypal'])[1 + o.j % 4] as provider) m`;
  });
  const pointTotal = Math.floor(sizes.entries / 4);
  await inBatches(`point entries (${pointTotal})`, pointTotal, (from, to) => {
    const sum = `(((o.j + 1) / 3) * 170 + ((o.j + 1) % 3) * 100)`;
    return `
      insert into point_entries (customer_id, points, kind, points_after, purpose, target_id, created_at)
      select o.customer_id, case when o.j % 3 = 2 then -30 else 100 end,
        case when o.j % 3 = 2 then 'points_spent' else 'points_earned' end, ${sum}, 'waybill', o.g,
        now() - (${pointTotal} - o.g) * interval '8 minutes'
      from ${owners(pointTotal, benchPoints, from, to)} as o`;
  });
  await step('point accounts (sum of entries)', () =>
    run(`
      insert into point_accounts (customer_id, points)
      select customer_id, sum(points) from point_entries group by customer_id
      on conflict (customer_id) do update set points = excluded.points`),
  );
  // ── Coupons: the coupon centre's three tabs — a quarter used, a quarter expired, the rest still to use ──
  const couponTotal = sizes.coupons ?? 0;
  await inBatches(`coupons (${couponTotal})`, couponTotal, (from, to) => {
    const issued = `now() - (${couponTotal} - o.g) * interval '30 minutes'`;
    return `
      insert into coupons (code, customer_id, currency_id, amount_minor, min_spend_minor, scope, starts_at,
        expires_at, used_at, used_by_customer_id, used_purpose, used_target_id, created_at)
      select 'SEEDCOUPON' || o.g, o.customer_id, c.currency_id, 500, 2000, 'all', ${issued} - interval '1 day',
        case when o.j % 4 = 1 then ${issued} - interval '1 minute' else now() + interval '90 days' end,
        case when o.j % 4 = 0 then ${issued} end, case when o.j % 4 = 0 then o.customer_id end,
        case when o.j % 4 = 0 then 'waybill' end, case when o.j % 4 = 0 then o.g end, ${issued}
      from ${owners(couponTotal, sizes.benchCoupons ?? 0, from, to)} as o
      join customers c on c.id = o.customer_id`;
  });
  // Autovacuum would get here on its own in a live database; do it now so the plans are the settled ones.
  await step('vacuum analyze', () => run('vacuum analyze'));
  const [size] = await rows<{ size: string }>(
    run('select pg_size_pretty(pg_database_size(current_database())) as size'),
  );
  console.log(
    `seeded in ${((performance.now() - seedingStarted) / 1000).toFixed(1)} s; database size ${size?.size ?? '?'}\n`,
  );
}
