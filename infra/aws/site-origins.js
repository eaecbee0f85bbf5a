'use strict';
// The site's origins for serverless.yml: the same list goes to both function URLs' CORS (a list)
// and to the app (GRASBOT_CORS_ORIGINS, comma-separated). Serverless v3 has no string split, hence JS.
// Set GRASBOT_CORS_ORIGINS in the deploy environment (a fork's own site); a wildcard is refused.
const DEFAULT = 'https://fernandgrascalvet.com,https://www.fernandgrascalvet.com';

module.exports = async () => {
  const raw = process.env.GRASBOT_CORS_ORIGINS || DEFAULT;
  const list = raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[^/*\s]+$/.test(origin)) {
      throw new Error(`GRASBOT_CORS_ORIGINS: expected https://host origins, got '${origin}'`);
    }
  }
  if (list.length === 0) throw new Error('GRASBOT_CORS_ORIGINS: no origin given');
  return { list, csv: list.join(',') };
};
