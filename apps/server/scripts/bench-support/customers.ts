import type { FastifyInstance } from 'fastify';

/** A measured customer, registered through the API as a real one is: their id and session token. */
export async function registerMeasuredCustomer(app: FastifyInstance, name: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      first_name: name,
      last_name: 'Customer',
      email: `${name}@example.com`,
      password: 'Parcel2026',
      confirm_password: 'Parcel2026',
      store_id: 1,
      currency_id: 3,
      agree: true,
    },
  });
  if (answer.statusCode !== 200) throw new Error(`register answered ${answer.statusCode}: ${answer.body}`);
  const data = answer.json().data;
  return { id: data.user_info.id as number, token: data.access_token as string };
}
