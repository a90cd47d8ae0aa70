import { expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { createMember } from '../../test/accounts';
import { solvedChallenge } from '../../test/member-login';
import { describeEachDatabase } from '../../test/test-app';

// A configured gateway that cannot be reached (nothing listens on the discard port).
describeEachDatabase(
  'SMS through a gateway that fails',
  (use) => {
    it("answers 'Unknown error' and keeps nothing in the outbox when the gateway is down", async () => {
      const { app } = use();
      await createMember(app, { mobileDialingCode: '84', mobileNumber: '912444555' });
      const response = await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '912444555', countryDialingCode: '84', challenge: await solvedChallenge(app) },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'DELIVERY_FAILED',
        message: 'Unknown error, please try again later.',
      });
      expect(await app.db.select().from(outboxMessages)).toHaveLength(0);
    });
  },
  { SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
);
