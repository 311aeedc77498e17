// Token formats per provider, as the providers document them (prefix, alphabet, length),
// and look-alikes that are not secrets. `samples()` generates the secrets eval set
// deterministically (seeded), split into dev and test halves by sample index.
// The third batch (bench/data/secrets/fresh-formats.mjs) is split by provider instead.
// Charsets: A alnum, L lower alnum, U upper alnum, H lower hex, X upper hex, D digits,
// B base64, W base64url, C base32 upper, K bech32 upper, Z letters.

import { FRESH2_FORMATS, FRESH2_TEST_PROVIDERS, FRESH_FORMATS, FRESH_TEST_PROVIDERS } from './fresh-formats.mjs';
import { FRESH5_FORMATS, FRESH5_TEST_PROVIDERS } from './fresh5-formats.mjs';
import { FRESH6_FORMATS, FRESH6_TEST_PROVIDERS } from './fresh6-formats.mjs';
import { FRESH7_FORMATS, FRESH7_TEST_PROVIDERS } from './fresh7-formats.mjs';
import { FRESH8_FORMATS, FRESH8_TEST_PROVIDERS } from './fresh8-formats.mjs';
import { FRESH9_FORMATS, FRESH9_TEST_PROVIDERS } from './fresh9-formats.mjs';
import { FRESH10_FORMATS, FRESH10_TEST_PROVIDERS } from './fresh10-formats.mjs';
import { FRESH11_FORMATS, FRESH11_NEAR_MISSES, FRESH11_TEST_PROVIDERS } from './fresh11-formats.mjs';
import { FRESH12_FORMATS, FRESH12_NEAR_MISSES, FRESH12_TEST_PROVIDERS } from './fresh12-formats.mjs';
import { FRESH13_FORMATS, FRESH13_NEAR_MISSES, FRESH13_TEST_PROVIDERS } from './fresh13-formats.mjs';
import { FRESH14_FORMATS, FRESH14_NEAR_MISSES, FRESH14_TEST_PROVIDERS } from './fresh14-formats.mjs';
import { FRESH15_FORMATS, FRESH15_NEAR_MISSES, FRESH15_TEST_PROVIDERS } from './fresh15-formats.mjs';
import { FRESH16_FORMATS, FRESH16_NEAR_MISSES, FRESH16_TEST_PROVIDERS } from './fresh16-formats.mjs';
import { FRESH17_FORMATS, FRESH17_NEAR_MISSES, FRESH17_TEST_PROVIDERS } from './fresh17-formats.mjs';
import { FRESH18_FORMATS, FRESH18_NEAR_MISSES, FRESH18_TEST_PROVIDERS } from './fresh18-formats.mjs';
import { FRESH19_FORMATS, FRESH19_NEAR_MISSES, FRESH19_TEST_PROVIDERS } from './fresh19-formats.mjs';
import { FRESH20_FORMATS, FRESH20_NEAR_MISSES, FRESH20_TEST_PROVIDERS } from './fresh20-formats.mjs';
import { FRESH21_FORMATS, FRESH21_NEAR_MISSES, FRESH21_TEST_PROVIDERS } from './fresh21-formats.mjs';
import { FRESH22_FORMATS, FRESH22_NEAR_MISSES, FRESH22_TEST_PROVIDERS } from './fresh22-formats.mjs';
import { FRESH23_FORMATS, FRESH23_NEAR_MISSES, FRESH23_TEST_PROVIDERS } from './fresh23-formats.mjs';
import { FRESH24_FORMATS, FRESH24_NEAR_MISSES, FRESH24_TEST_PROVIDERS } from './fresh24-formats.mjs';
import { FRESH25_FORMATS, FRESH25_NEAR_MISSES, FRESH25_TEST_PROVIDERS } from './fresh25-formats.mjs';
import { FRESH26_FORMATS, FRESH26_NEAR_MISSES, FRESH26_TEST_PROVIDERS } from './fresh26-formats.mjs';
import { FRESH27_FORMATS, FRESH27_NEAR_MISSES, FRESH27_TEST_PROVIDERS } from './fresh27-formats.mjs';
import { FRESH28_FORMATS, FRESH28_NEAR_MISSES, FRESH28_TEST_PROVIDERS } from './fresh28-formats.mjs';
import { FRESH29_FORMATS, FRESH29_NEAR_MISSES, FRESH29_TEST_PROVIDERS } from './fresh29-formats.mjs';
import { FRESH30_FORMATS, FRESH30_NEAR_MISSES, FRESH30_TEST_PROVIDERS } from './fresh30-formats.mjs';
import { FRESH31_FORMATS, FRESH31_NEAR_MISSES, FRESH31_TEST_PROVIDERS } from './fresh31-formats.mjs';
import { FRESH32_FORMATS, FRESH32_NEAR_MISSES, FRESH32_TEST_PROVIDERS } from './fresh32-formats.mjs';
import { FRESH33_FORMATS, FRESH33_NEAR_MISSES, FRESH33_TEST_PROVIDERS } from './fresh33-formats.mjs';

export { FRESH10_FORMATS, FRESH10_TEST_PROVIDERS, FRESH11_FORMATS, FRESH11_TEST_PROVIDERS, FRESH12_FORMATS, FRESH12_TEST_PROVIDERS, FRESH13_FORMATS, FRESH13_TEST_PROVIDERS, FRESH14_FORMATS, FRESH14_TEST_PROVIDERS, FRESH15_FORMATS, FRESH15_TEST_PROVIDERS, FRESH16_FORMATS, FRESH16_TEST_PROVIDERS, FRESH17_FORMATS, FRESH17_TEST_PROVIDERS, FRESH18_FORMATS, FRESH18_TEST_PROVIDERS, FRESH19_FORMATS, FRESH19_TEST_PROVIDERS, FRESH20_FORMATS, FRESH20_TEST_PROVIDERS, FRESH21_FORMATS, FRESH21_TEST_PROVIDERS, FRESH22_FORMATS, FRESH22_TEST_PROVIDERS, FRESH23_FORMATS, FRESH23_TEST_PROVIDERS, FRESH24_FORMATS, FRESH24_TEST_PROVIDERS, FRESH25_FORMATS, FRESH25_TEST_PROVIDERS, FRESH26_FORMATS, FRESH26_TEST_PROVIDERS, FRESH27_FORMATS, FRESH27_TEST_PROVIDERS, FRESH28_FORMATS, FRESH28_TEST_PROVIDERS, FRESH29_FORMATS, FRESH29_TEST_PROVIDERS, FRESH30_FORMATS, FRESH30_TEST_PROVIDERS, FRESH31_FORMATS, FRESH31_TEST_PROVIDERS, FRESH32_FORMATS, FRESH32_TEST_PROVIDERS, FRESH33_FORMATS, FRESH33_TEST_PROVIDERS, FRESH2_FORMATS, FRESH2_TEST_PROVIDERS, FRESH5_FORMATS, FRESH5_TEST_PROVIDERS, FRESH6_FORMATS, FRESH6_TEST_PROVIDERS, FRESH7_FORMATS, FRESH7_TEST_PROVIDERS, FRESH8_FORMATS, FRESH8_TEST_PROVIDERS, FRESH9_FORMATS, FRESH9_TEST_PROVIDERS, FRESH_FORMATS, FRESH_TEST_PROVIDERS };

/** Every fresh batch: its number (the first is the third), formats, test-half tools and near-misses. */
export const FRESH_BATCHES = [
  { batch: 3, formats: FRESH_FORMATS, testProviders: FRESH_TEST_PROVIDERS },
  { batch: 4, formats: FRESH2_FORMATS, testProviders: FRESH2_TEST_PROVIDERS },
  { batch: 5, formats: FRESH5_FORMATS, testProviders: FRESH5_TEST_PROVIDERS },
  { batch: 6, formats: FRESH6_FORMATS, testProviders: FRESH6_TEST_PROVIDERS },
  { batch: 7, formats: FRESH7_FORMATS, testProviders: FRESH7_TEST_PROVIDERS },
  { batch: 8, formats: FRESH8_FORMATS, testProviders: FRESH8_TEST_PROVIDERS },
  { batch: 9, formats: FRESH9_FORMATS, testProviders: FRESH9_TEST_PROVIDERS },
  { batch: 10, formats: FRESH10_FORMATS, testProviders: FRESH10_TEST_PROVIDERS },
  { batch: 11, formats: FRESH11_FORMATS, testProviders: FRESH11_TEST_PROVIDERS, nearMisses: FRESH11_NEAR_MISSES },
  { batch: 12, formats: FRESH12_FORMATS, testProviders: FRESH12_TEST_PROVIDERS, nearMisses: FRESH12_NEAR_MISSES },
  { batch: 13, formats: FRESH13_FORMATS, testProviders: FRESH13_TEST_PROVIDERS, nearMisses: FRESH13_NEAR_MISSES },
  { batch: 14, formats: FRESH14_FORMATS, testProviders: FRESH14_TEST_PROVIDERS, nearMisses: FRESH14_NEAR_MISSES },
  { batch: 15, formats: FRESH15_FORMATS, testProviders: FRESH15_TEST_PROVIDERS, nearMisses: FRESH15_NEAR_MISSES },
  { batch: 16, formats: FRESH16_FORMATS, testProviders: FRESH16_TEST_PROVIDERS, nearMisses: FRESH16_NEAR_MISSES },
  { batch: 17, formats: FRESH17_FORMATS, testProviders: FRESH17_TEST_PROVIDERS, nearMisses: FRESH17_NEAR_MISSES },
  { batch: 18, formats: FRESH18_FORMATS, testProviders: FRESH18_TEST_PROVIDERS, nearMisses: FRESH18_NEAR_MISSES },
  { batch: 19, formats: FRESH19_FORMATS, testProviders: FRESH19_TEST_PROVIDERS, nearMisses: FRESH19_NEAR_MISSES },
  { batch: 20, formats: FRESH20_FORMATS, testProviders: FRESH20_TEST_PROVIDERS, nearMisses: FRESH20_NEAR_MISSES },
  { batch: 21, formats: FRESH21_FORMATS, testProviders: FRESH21_TEST_PROVIDERS, nearMisses: FRESH21_NEAR_MISSES },
  { batch: 22, formats: FRESH22_FORMATS, testProviders: FRESH22_TEST_PROVIDERS, nearMisses: FRESH22_NEAR_MISSES },
  { batch: 23, formats: FRESH23_FORMATS, testProviders: FRESH23_TEST_PROVIDERS, nearMisses: FRESH23_NEAR_MISSES },
  { batch: 24, formats: FRESH24_FORMATS, testProviders: FRESH24_TEST_PROVIDERS, nearMisses: FRESH24_NEAR_MISSES },
  { batch: 25, formats: FRESH25_FORMATS, testProviders: FRESH25_TEST_PROVIDERS, nearMisses: FRESH25_NEAR_MISSES },
  { batch: 26, formats: FRESH26_FORMATS, testProviders: FRESH26_TEST_PROVIDERS, nearMisses: FRESH26_NEAR_MISSES },
  { batch: 27, formats: FRESH27_FORMATS, testProviders: FRESH27_TEST_PROVIDERS, nearMisses: FRESH27_NEAR_MISSES },
  { batch: 28, formats: FRESH28_FORMATS, testProviders: FRESH28_TEST_PROVIDERS, nearMisses: FRESH28_NEAR_MISSES },
  { batch: 29, formats: FRESH29_FORMATS, testProviders: FRESH29_TEST_PROVIDERS, nearMisses: FRESH29_NEAR_MISSES },
  { batch: 30, formats: FRESH30_FORMATS, testProviders: FRESH30_TEST_PROVIDERS, nearMisses: FRESH30_NEAR_MISSES },
  { batch: 31, formats: FRESH31_FORMATS, testProviders: FRESH31_TEST_PROVIDERS, nearMisses: FRESH31_NEAR_MISSES },
  { batch: 32, formats: FRESH32_FORMATS, testProviders: FRESH32_TEST_PROVIDERS, nearMisses: FRESH32_NEAR_MISSES },
  { batch: 33, formats: FRESH33_FORMATS, testProviders: FRESH33_TEST_PROVIDERS, nearMisses: FRESH33_NEAR_MISSES },
];

export const CHARSETS = {
  A: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  L: 'abcdefghijklmnopqrstuvwxyz0123456789',
  U: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  H: '0123456789abcdef',
  X: '0123456789ABCDEF',
  D: '0123456789',
  B: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  W: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  C: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  K: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
  Z: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  // Passwords with the punctuation people put in them; Django's secret-key alphabet; WordPress salts.
  P: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#%+-.@_~^*',
  J: 'abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)',
  Q: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~',
};

/** [prefix/literal | [charset, length]] parts; `keyed` formats need their name beside them. */
export const PROVIDERS = [
  // cloud
  { provider: 'aws-access-key-id', parts: ['AKIA', ['C', 16]] },
  { provider: 'aws-temporary-key-id', parts: ['ASIA', ['C', 16]] },
  { provider: 'aws-secret-access-key', parts: [['B', 40]], keyed: 'aws_secret_access_key' },
  { provider: 'gcp-api-key', parts: ['AIza', ['W', 35]] },
  { provider: 'google-oauth-client-secret', parts: ['GOCSPX-', ['W', 28]] },
  { provider: 'google-oauth-access-token', parts: ['ya29.', ['W', 120]] },
  { provider: 'azure-storage-key', parts: ['DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=', ['B', 86], '==;EndpointSuffix=core.windows.net'] },
  { provider: 'azure-ad-client-secret', parts: [['A', 3], ['D', 1], 'Q~', ['W', 34]] },
  { provider: 'alibaba-access-key-id', parts: ['LTAI', ['A', 20]] },
  { provider: 'digitalocean-token', parts: ['dop_v1_', ['H', 64]] },
  { provider: 'heroku-api-key', parts: ['HRKU-', ['W', 60]] },
  { provider: 'yandex-cloud-api-key', parts: ['AQVN', ['W', 36]] },
  { provider: 'cloudflare-origin-ca-key', parts: ['v1.0-', ['H', 24], '-', ['H', 146]] },
  { provider: 'cloudflare-api-token', parts: [['W', 40]], keyed: 'CLOUDFLARE_API_TOKEN' },
  { provider: 'ibm-cloud-api-key', parts: [['W', 44]], keyed: 'IBM_CLOUD_API_KEY' },
  { provider: 'databricks-token', parts: ['dapi', ['H', 32]] },
  { provider: 'firebase-fcm-server-key', parts: ['AAAA', ['W', 7], ':APA91b', ['W', 134]] },
  { provider: 'supabase-secret-key', parts: ['sb_secret_', ['W', 32]] },
  { provider: 'supabase-pat', parts: ['sbp_', ['H', 40]] },
  { provider: 'planetscale-token', parts: ['pscale_tkn_', ['W', 43]] },
  { provider: 'fly-io-token', parts: ['fo1_', ['W', 43]] },
  { provider: 'render-api-key', parts: ['rnd_', ['A', 32]] },
  { provider: 'netlify-pat', parts: ['nfp_', ['A', 36]] },
  { provider: 'vercel-token', parts: [['A', 24]], keyed: 'VERCEL_TOKEN' },
  { provider: 'terraform-cloud-token', parts: [['A', 14], '.atlasv1.', ['W', 67]] },
  { provider: 'pulumi-token', parts: ['pul-', ['H', 40]] },
  { provider: 'vault-token', parts: ['hvs.', ['W', 90]] },
  { provider: 'doppler-token', parts: ['dp.pt.', ['A', 43]] },
  { provider: 'infisical-token', parts: ['st.', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12], '.', ['H', 32], '.', ['H', 32]] },
  { provider: 'onepassword-secret-key', parts: ['A3-', ['U', 6], '-', ['U', 6], '-', ['U', 5], '-', ['U', 5], '-', ['U', 5], '-', ['U', 5]] },
  // source hosting, registries, CI
  { provider: 'github-pat', parts: ['ghp_', ['A', 36]] },
  { provider: 'github-oauth', parts: ['gho_', ['A', 36]] },
  { provider: 'github-app-token', parts: ['ghs_', ['A', 36]] },
  { provider: 'github-fine-grained', parts: ['github_pat_', ['A', 22], '_', ['A', 59]] },
  { provider: 'gitlab-pat', parts: ['glpat-', ['W', 20]] },
  { provider: 'gitlab-ci-build-token', parts: ['glcbt-', ['W', 20]] },
  { provider: 'gitlab-runner-registration', parts: ['GR1348941', ['W', 20]] },
  { provider: 'bitbucket-app-password', parts: [['A', 20]], keyed: 'BITBUCKET_APP_PASSWORD' },
  { provider: 'npm-token', parts: ['npm_', ['A', 36]] },
  { provider: 'pypi-token', parts: ['pypi-AgEIcHlwaS5vcmc', ['W', 70]] },
  { provider: 'rubygems-key', parts: ['rubygems_', ['H', 48]] },
  { provider: 'nuget-api-key', parts: ['oy2', ['L', 43]] },
  { provider: 'clojars-token', parts: ['CLOJARS_', ['L', 60]] },
  { provider: 'docker-hub-pat', parts: ['dckr_pat_', ['W', 27]] },
  { provider: 'jfrog-api-key', parts: ['AKCp', ['A', 69]] },
  { provider: 'jfrog-reference-token', parts: ['cmVmdGtu', ['A', 56]] },
  { provider: 'circleci-pat', parts: ['CCIPAT_', ['A', 22], '_', ['H', 40]] },
  { provider: 'buildkite-token', parts: ['bkua_', ['H', 40]] },
  { provider: 'sonar-token', parts: ['squ_', ['H', 40]] },
  { provider: 'harness-pat', parts: ['pat.', ['W', 22], '.', ['H', 24], '.', ['A', 20]] },
  { provider: 'scalingo-token', parts: ['tk-us-', ['W', 48]] },
  { provider: 'atlassian-api-token', parts: ['ATATT3', ['W', 186]] },
  // chat
  { provider: 'slack-bot-token', parts: ['xoxb-', ['D', 12], '-', ['D', 13], '-', ['A', 24]] },
  { provider: 'slack-user-token', parts: ['xoxp-', ['D', 12], '-', ['D', 12], '-', ['D', 13], '-', ['H', 32]] },
  { provider: 'slack-app-token', parts: ['xapp-1-', ['U', 11], '-', ['D', 13], '-', ['H', 64]] },
  { provider: 'slack-webhook', parts: ['https://hooks.slack.com/services/T', ['U', 8], '/B', ['U', 10], '/', ['A', 24]] },
  { provider: 'discord-bot-token', parts: ['M', ['A', 25], '.', ['W', 6], '.', ['W', 38]] },
  { provider: 'discord-bot-token-n', parts: ['N', ['A', 23], '.', ['W', 6], '.', ['W', 27]] },
  { provider: 'discord-webhook', parts: ['https://discord.com/api/webhooks/', ['D', 18], '/', ['W', 68]] },
  { provider: 'discord-client-secret', parts: [['W', 32]], keyed: 'DISCORD_CLIENT_SECRET' },
  { provider: 'teams-webhook', parts: ['https://acme.webhook.office.com/webhookb2/', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12], '@', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12], '/IncomingWebhook/', ['H', 32], '/', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]] },
  { provider: 'telegram-bot-token', parts: [['D', 10], ':AA', ['W', 33]] },
  { provider: 'mattermost-token', parts: [['L', 26]], keyed: 'MATTERMOST_ACCESS_TOKEN' },
  // payments
  { provider: 'stripe-secret-live', parts: ['sk_live_', ['A', 99]] },
  { provider: 'stripe-restricted', parts: ['rk_live_', ['A', 99]] },
  { provider: 'stripe-webhook-secret', parts: ['whsec_', ['A', 32]] },
  { provider: 'square-access-token', parts: ['EAAA', ['W', 60]] },
  { provider: 'shopify-access-token', parts: ['shpat_', ['H', 32]] },
  { provider: 'paypal-braintree-token', parts: ['access_token$production$', ['L', 16], '$', ['H', 32]] },
  { provider: 'flutterwave-secret', parts: ['FLWSECK_TEST-', ['H', 32], '-X'] },
  { provider: 'plaid-access-token', parts: ['access-production-', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]] },
  { provider: 'razorpay-secret', parts: [['A', 24]], keyed: 'RAZORPAY_KEY_SECRET' },
  { provider: 'shippo-token', parts: ['shippo_live_', ['H', 40]] },
  { provider: 'easypost-key', parts: ['EZAK', ['A', 54]] },
  { provider: 'duffel-token', parts: ['duffel_live_', ['W', 43]] },
  // SaaS APIs, messaging, monitoring
  { provider: 'twilio-api-key', parts: ['SK', ['H', 32]] },
  { provider: 'twilio-auth-token', parts: [['H', 32]], keyed: 'TWILIO_AUTH_TOKEN' },
  { provider: 'twilio-auth-token-with-sid', parts: ['AC', ['H', 32], ':', ['H', 32]] },
  { provider: 'sendgrid-api-key', parts: ['SG.', ['W', 22], '.', ['W', 43]] },
  { provider: 'mailgun-api-key', parts: ['key-', ['H', 32]] },
  { provider: 'mailchimp-api-key', parts: [['H', 32], '-us14'] },
  { provider: 'brevo-api-key', parts: ['xkeysib-', ['H', 64], '-', ['A', 16]] },
  { provider: 'postmark-token', parts: [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]], keyed: 'POSTMARK_SERVER_TOKEN' },
  { provider: 'resend-api-key', parts: ['re_', ['A', 8], '_', ['A', 24]] },
  { provider: 'datadog-api-key', parts: [['H', 32]], keyed: 'DD_API_KEY' },
  { provider: 'new-relic-user-key', parts: ['NRAK-', ['U', 27]] },
  { provider: 'new-relic-license-key', parts: [['H', 36], 'NRAL'] },
  { provider: 'sentry-user-token', parts: ['sntryu_', ['H', 64]] },
  { provider: 'sentry-dsn', parts: ['https://', ['H', 32], ':', ['H', 32], '@o123456.ingest.sentry.io/4504'] },
  { provider: 'grafana-cloud-token', parts: ['glc_', ['B', 120]] },
  { provider: 'grafana-service-account', parts: ['glsa_', ['A', 32], '_', ['H', 8]] },
  { provider: 'dynatrace-token', parts: ['dt0c01.', ['U', 24], '.', ['U', 64]] },
  { provider: 'linear-api-key', parts: ['lin_api_', ['A', 40]] },
  { provider: 'notion-token', parts: ['ntn_', ['D', 11], ['A', 35]] },
  { provider: 'airtable-pat', parts: ['pat', ['A', 14], '.', ['H', 64]] },
  { provider: 'asana-pat', parts: ['2/', ['D', 16], '/', ['D', 16], ':', ['H', 32]] },
  { provider: 'hubspot-private-app', parts: ['pat-na1-', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]] },
  { provider: 'contentful-pat', parts: ['CFPAT-', ['W', 43]] },
  { provider: 'postman-api-key', parts: ['PMAK-', ['H', 24], '-', ['H', 34]] },
  { provider: 'typeform-token', parts: ['tfp_', ['A', 59]] },
  { provider: 'prefect-key', parts: ['pnu_', ['A', 36]] },
  { provider: 'mapbox-secret-token', parts: ['sk.eyJ1IjoiYWNtZSIsImEiOiJ', ['W', 40], '.', ['W', 22]] },
  { provider: 'okta-api-token', parts: ['00', ['W', 40]], keyed: 'OKTA_API_TOKEN' },
  { provider: 'algolia-admin-key', parts: [['H', 32]], keyed: 'ALGOLIA_ADMIN_API_KEY' },
  { provider: 'pagerduty-key', parts: [['W', 20]], keyed: 'PAGERDUTY_API_KEY' },
  { provider: 'linkedin-secret', parts: [['A', 16]], keyed: 'LINKEDIN_CLIENT_SECRET' },
  { provider: 'twitter-bearer', parts: ['AAAAAAAAAAAAAAAAAAAAA', ['A', 30], '%3D', ['A', 50]] },
  { provider: 'facebook-access-token', parts: ['EAAG', ['A', 180]] },
  { provider: 'twitter-api-secret', parts: [['A', 50]], keyed: 'TWITTER_API_SECRET' },
  { provider: 'slack-config-token', parts: ['xoxe.xoxp-1-', ['A', 166]] },
  { provider: 'azure-sas-url', parts: ['https://acme.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&sig=', ['B', 43], '%3D'] },
  { provider: 'asana-keyed-pat', parts: [['W', 30]], keyed: 'ASANA_PAT' },
  // AI providers
  { provider: 'openai-project-key', parts: ['sk-proj-', ['W', 100]] },
  { provider: 'openai-legacy-key', parts: ['sk-', ['A', 48]] },
  { provider: 'anthropic-api-key', parts: ['sk-ant-api03-', ['W', 93], 'AA'] },
  { provider: 'huggingface-token', parts: ['hf_', ['A', 34]] },
  { provider: 'groq-api-key', parts: ['gsk_', ['A', 52]] },
  { provider: 'xai-api-key', parts: ['xai-', ['A', 80]] },
  { provider: 'perplexity-api-key', parts: ['pplx-', ['A', 48]] },
  { provider: 'replicate-token', parts: ['r8_', ['A', 37]] },
  { provider: 'langsmith-key', parts: ['lsv2_pt_', ['H', 32], '_', ['H', 10]] },
  { provider: 'openrouter-key', parts: ['sk-or-v1-', ['H', 64]] },
  { provider: 'cohere-key', parts: [['A', 40]], keyed: 'COHERE_API_KEY' },
  // structural
  { provider: 'age-secret-key', parts: ['AGE-SECRET-KEY-1', ['K', 58]] },
  { provider: 'jwt', parts: ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI', ['W', 40], '.', ['W', 43]] },
  { provider: 'postgres-url-password', parts: ['postgres://app:', ['A', 20], '@db.internal:5432/app'] },
  { provider: 'basic-auth-header', parts: ['Authorization: Basic ', ['B', 40]] },
  { provider: 'bearer-header', parts: ['Authorization: Bearer ', ['W', 60]] },
  { provider: 'password-assignment', parts: [['A', 18]], keyed: 'DB_PASSWORD' },
  // Formats left partial or missed by the first two batches: Microsoft's identifiable keys (the
  // service signature at a fixed place), Adyen, Mollie, Kubernetes Secret data under any key.
  { provider: 'azure-storage-identifiable-key', parts: [['B', 76], '+ASt', ['B', 5], 'A=='] },
  { provider: 'azure-cosmos-identifiable-key', parts: [['B', 76], 'ACDb', ['B', 5], 'w=='] },
  { provider: 'azure-search-query-key', parts: [['A', 42], 'AzSe', 'C', ['A', 5]] },
  { provider: 'azure-functions-key', parts: [['W', 44], 'AzFu', ['W', 5], 'g=='] },
  { provider: 'azure-service-bus-identifiable-key', parts: [['B', 33], '+ASb', 'K', ['B', 5], '='] },
  { provider: 'azure-openai-key', parts: [['A', 52], 'JQQJ99', ['U', 4], ['A', 5], 'XJ3w3AAA', ['U', 1], 'ACOG', ['A', 4]] },
  { provider: 'adyen-api-key', parts: ['AQE', ['B', 77], '=-', ['B', 43], '='] },
  { provider: 'adyen-client-key', parts: ['test_', ['U', 32]] },
  { provider: 'mollie-api-key', parts: ['live_', ['A', 30]] },
  { provider: 'mollie-access-token', parts: ['access_', ['A', 40]] },
  { provider: 'kubernetes-secret-url', parts: [['A', 16]], encode: (t) => Buffer.from(`postgres://app:${t}@db.internal:5432/app`).toString('base64'), around: [(t) => `kind: Secret\ndata:\n  DATABASE_URL: ${t}`, (t) => `data:\n  REDIS_URL: "${t}"`, (t) => `{"apiVersion": "v1", "data": {"MONGO_URI": "${t}"}, "kind": "Secret"}`, (t) => `data:\n  broker: ${t}\n  region: ZXUtd2VzdC0x`] },
  { provider: 'kubernetes-secret-generated', parts: [['A', 24]], encode: (t) => Buffer.from(t).toString('base64'), around: [(t) => `kind: Secret\ndata:\n  STRIPE: ${t}`, (t) => `data:\n  session: "${t}"`, (t) => `"data": {"SIGNING": "${t}"}`, (t) => `data:\n  rails-master: ${t}\ntype: Opaque`] },
  // Added with the gitleaks coverage table (docs/troubleshoot.md, "Secrets"): formats of
  // gitleaks rules nothing recognised before. HELD_OUT_PROVIDERS below are drawn from these.
  { provider: 'adafruit-io-key', parts: ['aio_', ['A', 28]], keyed: 'ADAFRUIT_IO_KEY' },
  { provider: 'adobe-client-secret', parts: ['p8e-', ['A', 32]] },
  { provider: 'adobe-client-id', parts: [['H', 32]], keyed: 'ADOBE_IMS_CLIENT_ID' },
  { provider: 'asana-client-id', parts: [['D', 16]], keyed: 'ASANA_CLIENT_ID' },
  { provider: 'authress-access-key', parts: ['sc_', ['L', 12], '.', ['L', 5], '.acc_', ['L', 20], '.MC4CAQAwBQYDK2VwBCIEI', ['B', 43]] },
  { provider: 'aws-bedrock-api-key', parts: ['ABSKQmVkcm9ja0FQSUtleS', ['B', 120]] },
  { provider: 'aws-bedrock-short-term-key', parts: ['bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t', ['B', 300]] },
  { provider: 'bitbucket-client-id', parts: [['A', 32]], keyed: 'BITBUCKET_CLIENT_ID' },
  { provider: 'clickhouse-cloud-key', parts: ['4b1d', ['A', 38]] },
  { provider: 'curl-api-key-header', parts: [['A', 32]], around: [(t) => `curl -H "X-API-Key: ${t}" https://api.example.net/v2/orders`, (t) => `curl --header 'X-Auth-Token: ${t}' https://hooks.example.org/run`, (t) => `curl -sS -H "Private-Token: ${t}" "https://gitlab.example.com/api/v4/projects"`, (t) => `curl -H 'apikey: ${t}' https://rest.example.io/v1/rows`] },
  { provider: 'curl-basic-user', parts: [['A', 20]], around: [(t) => `curl -u deploy:${t} https://ci.example.net/api/json`, (t) => `curl --user "admin:${t}" -X POST https://jenkins.example.org/job/build`, (t) => `curl -s -u 'api:${t}' https://api.mailer.example/v3/domains`, (t) => `curl --user=svc-backup:${t} ftp://files.example.com/`] },
  { provider: 'defined-networking-key', parts: ['dnkey-', ['U', 26], '-', ['W', 52]] },
  { provider: 'discord-client-id', parts: ['1', ['D', 17]], keyed: 'DISCORD_CLIENT_ID' },
  { provider: 'dropbox-app-key', parts: [['L', 15]], keyed: 'DROPBOX_APP_KEY' },
  { provider: 'dropbox-long-lived-token', parts: [['A', 11], 'AAAAAAAAAA', ['W', 43]], keyed: 'DROPBOX_ACCESS_TOKEN' },
  { provider: 'dropbox-short-lived-token', parts: ['sl.B', ['W', 135]] },
  { provider: 'facebook-app-access-token', parts: [['D', 15], '|', ['W', 27]] },
  { provider: 'finicity-app-key', parts: [['H', 32]], keyed: 'FINICITY_APP_KEY' },
  { provider: 'flutterwave-encryption-key', parts: ['FLWSECK_TEST', ['H', 12]] },
  { provider: 'flutterwave-public-key', parts: ['FLWPUBK-', ['H', 32], '-X'] },
  { provider: 'gitlab-session-cookie', parts: [['H', 32]], around: [(t) => `Cookie: _gitlab_session=${t}; event_filter=all`, (t) => `curl --cookie "_gitlab_session=${t}" https://gitlab.example.com/-/profile`, (t) => `set-cookie: _gitlab_session=${t}; path=/; HttpOnly`, (t) => `document.cookie = "_gitlab_session=${t}"`] },
  { provider: 'harness-service-token', parts: ['sat.', ['W', 22], '.', ['A', 24], '.', ['A', 20]] },
  { provider: 'huggingface-org-token', parts: ['api_org_', ['Z', 34]] },
  { provider: 'infracost-key', parts: ['ico-', ['A', 32]] },
  { provider: 'intra42-secret', parts: ['s-s4t2af-', ['H', 64]] },
  { provider: 'jwt-base64', parts: ['ZXlKaGJHY2lPaUpJVXpJMU5pSXNJblI1Y0NJNklrcFhWQ0o5LmV5SnpkV0lpT2lJ', ['B', 100]] },
  { provider: 'linkedin-client-id', parts: [['L', 14]], keyed: 'LINKEDIN_CLIENT_ID' },
  { provider: 'lob-secret-key', parts: ['live_', ['H', 35]] },
  { provider: 'lob-publishable-key', parts: ['live_pub_', ['H', 31]] },
  { provider: 'looker-client-id', parts: [['A', 20]], keyed: 'LOOKERSDK_CLIENT_ID' },
  { provider: 'mailgun-public-key', parts: ['pubkey-', ['H', 32]] },
  { provider: 'mapbox-public-token', parts: ['pk.eyJ1Ijoiam9obiIsImEiOiJ', ['W', 40], '.', ['W', 22]] },
  { provider: 'maxmind-license-key', parts: [['A', 6], '_', ['A', 29], '_mmk'] },
  { provider: 'messagebird-client-id', parts: [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]], keyed: 'MESSAGEBIRD_CLIENT_ID' },
  { provider: 'new-relic-user-api-id', parts: [['L', 64]], keyed: 'NEW_RELIC_USER_API_ID' },
  { provider: 'nuget-cleartext-password', parts: [['A', 16]], around: [(t) => `<add key="ClearTextPassword" value="${t}" />`, (t) => `    <add key="Password" value="${t}"/>`, (t) => `<add key="ClearTextPassword"  value="${t}" />\n</packageSourceCredentials>`, (t) => `<add key="Username" value="ci" /><add key="ClearTextPassword" value="${t}" />`] },
  { provider: 'octopus-deploy-key', parts: ['API-', ['U', 26]] },
  { provider: 'openshift-token', parts: ['sha256~', ['W', 43]] },
  { provider: 'plaid-client-id', parts: [['H', 24]], keyed: 'PLAID_CLIENT_ID' },
  { provider: 'sendbird-app-id', parts: [['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]], keyed: 'SENDBIRD_APP_ID' },
  { provider: 'settlemint-personal-token', parts: ['sm_pat_', ['A', 16]] },
  { provider: 'settlemint-application-token', parts: ['sm_aat_', ['A', 16]] },
  { provider: 'settlemint-service-token', parts: ['sm_sat_', ['A', 16]] },
  { provider: 'sidekiq-credentials', parts: [['H', 8], ':', ['H', 8]], around: [(t) => `export BUNDLE_GEMS__CONTRIBSYS__COM=${t}`, (t) => `BUNDLE_ENTERPRISE__CONTRIBSYS__COM: "${t}"`, (t) => `docker build --build-arg BUNDLE_GEMS__CONTRIBSYS__COM=${t} .`, (t) => `bundle config --local BUNDLE_GEMS__CONTRIBSYS__COM ${t}`] },
  { provider: 'sourcegraph-token', parts: ['sgp_', ['H', 16], '_', ['H', 40]] },
  { provider: 'sourcegraph-local-token', parts: ['sgp_local_', ['H', 40]] },
  { provider: 'sumologic-access-id', parts: ['su', ['A', 12]], keyed: 'SUMO_ACCESS_ID' },
  { provider: 'discord-bot-authorization', parts: ['M', ['A', 25], '.', ['W', 6], '.', ['W', 38]], around: [(t) => `Authorization: Bot ${t}`, (t) => `headers = {"Authorization": "Bot ${t}"}`, (t) => `curl -H "Authorization: Bot ${t}" https://discord.com/api/v10/users/@me`, (t) => `client.login('${t}')`] },
  { provider: 'twilio-auth-token-basic', parts: [['H', 32]], around: [(t) => `curl -u AC${'0123456789abcdef'.repeat(2)}:${t} https://api.twilio.com/2010-04-01/Accounts`, (t) => `twilio_client = Client("AC${'fedcba9876543210'.repeat(2)}", "${t}")`, (t) => `TWILIO_AUTH_TOKEN: "${t}"`, (t) => `twilio auth token: ${t}`] },
  // Second batch: major providers gitleaks' list lacks, and credential files and commands.
  { provider: 'figma-token', parts: ['figd_', ['W', 40]] },
  { provider: 'posthog-personal-key', parts: ['phx_', ['A', 47]] },
  { provider: 'tavily-key', parts: ['tvly-', ['A', 32]] },
  { provider: 'langfuse-secret-key', parts: ['sk-lf-', ['H', 8], '-', ['H', 4], '-', ['H', 4], '-', ['H', 4], '-', ['H', 12]] },
  { provider: 'pinecone-key', parts: ['pcsk_', ['A', 6], '_', ['A', 63]] },
  { provider: 'tencent-secret-id', parts: ['AKID', ['A', 32]] },
  { provider: 'teamcity-token', parts: ['eyJ0eXAiOiAiVENWMiJ9.', ['W', 36], '.', ['W', 48]] },
  { provider: 'bitbucket-access-token', parts: ['ATCTT3xFfGN0', ['W', 180]] },
  { provider: 'neon-api-key', parts: ['napi_', ['L', 64]] },
  { provider: 'xata-api-key', parts: ['xau_', ['A', 36]] },
  { provider: 'elevenlabs-key', parts: ['sk_', ['H', 48]] },
  { provider: 'azure-devops-pat', parts: [['C', 52]], keyed: 'AZURE_DEVOPS_PAT' },
  { provider: 'github-pat-named', parts: [['A', 40]], keyed: 'GH_PAT' },
  { provider: 'netrc-password', parts: [['A', 24]], around: [(t) => `machine api.heroku.com\n  login jane@example.com\n  password ${t}`, (t) => `machine github.com login jane password ${t}`, (t) => `machine registry.example.org login ci password ${t} account ops`, (t) => `default login anonymous password ${t}`] },
  { provider: 'docker-login-password', parts: [['A', 20]], around: [(t) => `docker login -u ci -p ${t} registry.example.com`, (t) => `echo done && docker login --username ci --password ${t} ghcr.io`, (t) => `podman login -u admin -p '${t}' quay.io`, (t) => `helm registry login oci.example.io -u bot -p ${t}`] },
  { provider: 'sshpass-password', parts: [['A', 14]], around: [(t) => `sshpass -p '${t}' ssh deploy@10.0.0.5`, (t) => `sshpass -p ${t} scp dist.tgz root@web1:/srv/`, (t) => `SSHPASS_CMD="sshpass -p ${t} rsync -a ./ host:/data"`, (t) => `sshpass -p "${t}" ssh -o StrictHostKeyChecking=no pi@raspberrypi`] },
  { provider: 'kubernetes-secret-data', parts: [['A', 18]], encode: (t) => Buffer.from(`svc-user:${t}`).toString('base64'), around: [(t) => `kind: Secret\ndata:\n  DATABASE_CREDENTIALS: ${t}`, (t) => `data:\n  api-credentials: ${t}\n`, (t) => `  session.secret: "${t}"`, (t) => `stringData: {}\ndata:\n  auth: ${t}`] },
];

/** How a secret appears around text; keyed formats always carry their key name. */
export const CONTEXTS = [
  (t) => `Using ${t} for the upload step`,
  (t) => `{"value": "${t}", "enabled": true}`,
  (t) => `credential: ${t}\nregion: eu-west-1`,
  (t) => `curl -H "X-Api-Key: ${t}" https://api.example.com/v1/items`,
  (t) => `client = Client("${t}")`,
  (t) => `2026-01-04T10:00:00Z DEBUG request sent with ${t} (retry 1)`,
];
export const KEYED_CONTEXTS = [
  (k, t) => `export ${k}=${t}`,
  (k, t) => `{"${k.toLowerCase()}": "${t}"}`,
  (k, t) => `${k}: "${t}"`,
  (k, t) => `${k.toLowerCase()} = '${t}'`,
  (k, t) => `env:\n  ${k}: ${t}\n  NODE_ENV: production`,
  (k, t) => `docker run -e ${k}=${t} acme/api`,
  // The same names the way other languages and file types write them.
  (k, t) => `<${camel(k)}>\n    ${t}\n</${camel(k)}>`,
  (k, t) => `System.setProperty("${k}", "${t}");`,
  (k, t) => `var ${camel(k)} string = "${t}"`,
  (k, t) => `${camel(k)} := \`${t}\``,
  (k, t) => `{"config.ini": "${k}=${t}\\nDEBUG=false"}`,
  (k, t) => `$${camel(k)} .= "${t}";`,
  (k, t) => `${k} ::= "${t}"`,
  (k, t) => `val ${camel(k)}: String = "${t}"`,
];

/** `TWILIO_AUTH_TOKEN` → `twilioAuthToken`. */
function camel(name) {
  return name.toLowerCase().replace(/[_-]+([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** Look-alikes that must survive redaction untouched. */
const NEAR_MISSES = [
  (r) => `commit ${r('H', 40)}\nAuthor: Jane Roe <jane@example.com>`,
  (r) => `sha256: ${r('H', 64)}  dist/app.tar.gz`,
  (r) => `md5sum ${r('H', 32)}`,
  (r) => `request id ${r('H', 8)}-${r('H', 4)}-${r('H', 4)}-${r('H', 4)}-${r('H', 12)} failed`,
  (r) => `"integrity": "sha512-${r('B', 86)}=="`,
  (r) => `image: node@sha256:${r('H', 64)}`,
  (r) => `"resolved": "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz#${r('H', 40)}"`,
  () => 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  () => 'STRIPE_KEY=sk_live_...',
  () => 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
  () => 'OPENAI_API_KEY=<your-api-key>',
  () => 'TWILIO_AUTH_TOKEN=your_auth_token',
  () => 'DISCORD_TOKEN=${DISCORD_TOKEN}',
  () => 'password: "{{ vault_db_password }}"',
  () => 'SLACK_BOT_TOKEN=xoxb-your-bot-token',
  () => 'const apiKey = process.env.API_KEY;',
  () => 'token = await getToken(scope)',
  () => 'password: click "Forgot password" to reset it',
  (r) => `const ${'handle' + r('U', 1) + r('L', 6)}ResponseForUserAccountSettingsPage = () => null;`,
  (r) => `at Object.<anonymous> (/srv/app/node_modules/.pnpm/react-dom@18.2.0/node_modules/react-dom/cjs/react-dom.development.js:${r('D', 4)}:${r('D', 2)})`,
  (r) => `Version: 1.${r('D', 2)}.${r('D', 3)}-beta.${r('D', 1)}+build.${r('H', 7)}`,
  (r) => `git checkout ${r('H', 7)} && git log ${r('H', 12)}..HEAD`,
  (r) => `Generated UUID ${r('H', 8)}-${r('H', 4)}-4${r('H', 3)}-a${r('H', 3)}-${r('H', 12)} for the session`,
  (r) => `base64 of the banner: ${Buffer.from(`Welcome to the build server number ${r('D', 3)}`).toString('base64')}`,
  (r) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r('B', 43)} jane@laptop`,
  (r) => `-----BEGIN CERTIFICATE-----\n${r('B', 64)}\n${r('B', 64)}\n-----END CERTIFICATE-----`,
  (r) => `s3://acme-assets-${r('L', 8)}/releases/app-${r('D', 3)}.zip`,
  (r) => `https://example.com/search?q=${r('L', 12)}&page=${r('D', 2)}`,
  (r) => `Microsoft.Extensions.DependencyInjection.Abstractions.${r('D', 1)}.0.0`,
  (r) => `The task ${'task-sk-' + r('L', 10)} finished`,
  () => 'color: #1e90ff; background: #ffffff;',
  (r) => `docker pull ghcr.io/acme/api:${r('H', 12)}`,
  (r) => `Object id ${r('H', 24)} not found`,
  // One per format added with the gitleaks coverage table: the prefix without the format.
  (r) => `Ticket p8e-${r('A', 12)} closed`,
  (r) => `cp sc_${r('L', 8)}.${r('L', 5)}.config.json /etc/app/`,
  (r) => `ABSK${r('A', 20)} is the warehouse code`,
  (r) => `object 4b1d${r('H', 38)} is missing`,
  (r) => `dnkey-${r('U', 10)} rotated`,
  (r) => `data:application/octet-stream;base64,${r('B', 30)}AAAAAAAAAA${r('B', 60)}`,
  (r) => `see docs/sl.${r('L', 12)}.md`,
  (r) => `| ${r('D', 16)} | ${r('L', 30)} |`,
  (r) => `_gitlab_session=${r('H', 16)} (truncated)`,
  (r) => `api_org_settings_${r('L', 10)}`,
  (r) => `<img src="/assets/ico-${r('L', 32)}.svg">`,
  (r) => `s-s4t2ud-${r('H', 20)}`,
  // Base64 of text that starts like a JWT's ("eyJ…") but is none: random characters after ZXlK
  // would be a generated token by the generic shape (high-entropy-token) now.
  (r) => `payload ZXlK${Buffer.from(`mb28iOiJiYXIifQ was the header of build ${r('D', 4)}`).toString('base64')}`,
  (r) => `live_stream_${r('L', 10)} started`,
  (r) => `${r('A', 6)}_${r('A', 10)}_mmk`,
  () => 'See API-REFERENCE-GUIDE-FOR-PARTNERS section 4',
  (r) => `sha256~${r('W', 10)}`,
  (r) => `sm_pat_${r('A', 8)} expired`,
  () => 'BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_USER}:${SIDEKIQ_PASS}',
  (r) => `sgp_${r('H', 12)} revoked`,
  () => '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
  () => 'curl -u "$CI_USER:$CI_TOKEN" https://ci.example.net/api/json',
  () => 'docker run -u 1000:1000 -v $PWD:/src alpine ls',
  () => 'curl -H "X-API-Key: ${API_KEY}" https://api.example.net/v2/orders',
  () => 'Authorization: Bot <your bot token>',
  (r) => `<artifactId>log4j-core-${r('D', 1)}</artifactId>`,
  () => '<accessKey>${env.ACCESS_KEY}</accessKey>',
  (r) => `<key>CFBundleVersion${r('D', 2)}</key>`,
  () => 'FINNHUB_API_KEY=${FINNHUB_API_KEY}',
  (r) => `DISCORD_CHANNEL_ID=1${r('D', 17)}`,
  () => 'plaidClientId: clientIdFromEnvironment',
  (r) => `pk.eyJ${r('W', 10)}`,
  (r) => `pubkey-${r('H', 16)}`,
  () => 'FLWPUBK_TEST-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-X',
  (r) => `build ${r('D', 8)}:A${r('L', 20)} finished`,
  // Shapes of bundled code that the broader assignment forms must leave alone.
  () => 'e.defineSimpleMode(`text/linkified`,{start:[{regex:E,token:`linkified`}]})',
  () => 'parseState="start",stack=[],pos=0,token=void 0,key=void 0,root=void 0',
  () => "const kinds = ['client-secret', 'aws-bedrock-short-term-key'];",
  () => '"dependencies": {"pbkdf2-password": "^1.2.3"}',
  // Weak names (key, auth, credentials), flags and name/value pairs with values that are not secrets.
  () => 'key: app.kubernetes.io/name',
  (r) => `"key": "${r('H', 8)}-${r('H', 4)}-${r('H', 4)}-${r('H', 4)}-${r('H', 12)}"`,
  (r) => `cacheKey: release-2026-${r('D', 2)}-${r('D', 2)}`,
  () => 'mytool deploy --token "$DEPLOY_TOKEN" --region eu-west-1',
  () => '{"name": "DEBUG_TOKEN_CACHE", "value": "true"}',
  // Second batch: the prefix without the format, commands without a password on the line.
  (r) => `figd_${r('A', 12)}`,
  () => 'channel.push("phx_join", {})',
  (r) => `tvly-${r('A', 10)} expired`,
  // `sk_` + 40 hex digits now counts (a two-letter prefix before 32 hex digits or more); 12 is no key.
  (r) => `sk_${r('H', 12)}`,
  (r) => `AKID${r('H', 32)}`,
  (r) => `pcsk_${r('A', 6)}_${r('A', 10)}`,
  () => 'docker login -u ci --password-stdin ghcr.io',
  () => 'mysql -u root -p appdb < dump.sql',
  () => 'sshpass -p "$DEPLOY_PASS" ssh deploy@web1',
  () => '  password   required   pam_unix.so',
  () => 'In the default setup the login prompt asks for a password first',
  // Leftovers and generic shapes: one per rule added with the fresh batch (fresh-formats.mjs).
  () => 'LINKEDIN_CLIENT_ID=productionaccount',
  () => '<bundleGemsContribsysCom>${SIDEKIQ_CREDENTIALS}</bundleGemsContribsysCom>',
  (r) => `def test_rejects_empty_payload_${r('D', 3)}():`,
  (r) => `AQE${r('A', 20)} is the queue code`,
  (r) => `APIM-${r('A', 12)} gateway and ${r('B', 40)}+ASt`,
  () => '    readonly COMPRESSED_RGB8_PUNCHTHROUGH_ALPHA1_ETC2: 0x9276;',
  () => '"eslint-plugin-sort-imports-es6-autofix": "^0.6.0",',
  (r) => `"sha1-${r('H', 40)}"`,
  (r) => `ser.${r('L', 22)}`,
  () => 'xaat-notes.md',
  (r) => `https://github.com/acme/app/settings/hooks/${r('D', 9)}`,
  () => 'https://docs.github.com/en/webhooks/about-webhooks-for-repositories',
  () => 'https://example.com/api?key=release-notes-final&page=2',
  () => 'dsn := "app:${MYSQL_PASSWORD}@tcp(db:3306)/app"',
  () => 'sqlplus -s /nolog @script.sql && sqlplus / as sysdba',
  (r) => `eyJmb28iOiJiYXIifQ.${r('W', 40)}.${r('W', 20)}`,
  () => '<property name="passwordEncoder" ref="bcryptEncoder"/>',
  () => '<entry key="db.password" value="${DB_PASSWORD}"/>',
  () => `data:\n  HOST: ${Buffer.from('db.internal.example.com').toString('base64')}`,
  () => `data:\n  config.yaml: ${Buffer.from('debug: true\nlogLevel: info\n').toString('base64')}`,
  () => '- name: DB_PASS\n  valueFrom:\n    secretKeyRef: {name: db, key: password}',
  () => 'PuTTY-User-Key-File-3: ssh-ed25519 (the header line of a .ppk file)',
  // One per rule added with the fourth batch.
  (r) => `docker run -u 1000:1000 -p 80${r('D', 2)}:80 nginx`,
  () => 'npm config set auth-type legacy',
  () => 'git clone https://release-bot-account@git.acme.dev/app.git',
  () => 'dev:web-app|main',
  () => 'Authorization: Digest username="jane", realm="api", nonce="x"',
  () => '$pw = ConvertTo-SecureString $env:SERVICE_PASSWORD -AsPlainText -Force',
  (r) => `jdbc:oracle:thin:@//db${r('D', 2)}.acme.dev:1521/ORCL`,
  // One per generic shape added with the fifth batch (fresh5-formats.mjs).
  (r) => `golang.org/x/text v0.14.0 h1:${r('A', 43)}=`,
  () => 'const handler = createUserAccountSettingsV2ForOrganization3Handler42()',
  (r) => `user-${r('H', 8)}-${r('H', 4)}-${r('H', 4)}-${r('H', 4)}-${r('H', 12)}`,
  (r) => `tx_${r('H', 64)}`,
  () => 'gh secret set DEPLOY_KEY --body "$DEPLOY_KEY"',
  () => 'credentials += Credentials("Repo", "repo.acme.dev", "ci", sys.env("REPO_PASSWORD"))',
  () => 'mnemonic: the assembler mnemonic for a jump to a label',
  (r) => `echo ${Buffer.from(`-----BEGIN CERTIFICATE-----\nMIIC${r('B', 60)}\n-----END CERTIFICATE-----\n`).toString('base64')} | base64 -d`,
  () => `const table = [${Array.from({ length: 64 }, (_, i) => i * 3).join(',')}]`,
  () => 'Enter the password twice to confirm it',
  () => 'session=default-session-name-for-tests',
  (r) => `Idempotency-Key: ${r('H', 8)}-${r('H', 4)}-${r('H', 4)}-${r('H', 4)}-${r('H', 12)}`,
  (r) => `gpg --batch --default-key ${r('X', 16)} --sign release.tar`,
  (r) => `<ds:X509Certificate>MIIC${r('B', 60)}</ds:X509Certificate>`,
  () => 'SSL_CERTIFICATE=/etc/ssl/certs/acme.pem',
  // One per shape added with the sixth batch (fresh6-formats.mjs).
  () => 'zip -P 1 -r export.zip reports/',
  () => 'echo $GHCR_TOKEN | docker login ghcr.io -u bot --password-stdin',
  () => "GRANT SELECT ON orders TO reporter IDENTIFIED BY 'changeme';",
  () => 'db.changeUserPassword("reporter", passwordPrompt())',
  (r) => `data:application/octet-stream;base64,${r('A', 60)}`,
  (r) => `SHA-256: ${r('X', 64)}`,
  () => 'requirepass ""',
  // One per shape added with the seventh batch (fresh7-formats.mjs).
  (r) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r('A', 60)} deploy@ci`,
  () => 'authentication { auth_type PASS auth_pass $VRRP_PASS }',
  () => 'secret_key_base_length = 128',
  // One per rule added with the eighth batch (fresh8-formats.mjs): the flag meaning a port, a prompt, a placeholder.
  (r) => `psql -h db${r('D', 2)} -p 5432 -U app app`,
  (r) => `mysql -h db${r('D', 2)} -P 3306 -u root -p appdb`,
  () => 'htpasswd -c /etc/nginx/.htpasswd admin',
  () => 'sshpass -p "$(cat /run/secrets/ssh)" ssh deploy@web1',
  () => 'snmpwalk -v2c -c public 10.0.0.1 system',
  () => 'net use Z: \\\\fs01\\share * /user:CORP\\ops',
  () => '    shared_key fluentd',
  () => 'bypass: true',
  (r) => `s.${r('L', 24)}`,
  () => "uri.parse('uri://user:pass@example.com:9000/path')",
  () => 'user: 1000:1000',
  // One per shape added from the eighth batch's test half.
  (r) => `gpg --recv-key ${r('X', 16)}`,
  () => 'enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0',
  () => 'crypto system this key belongs to and any associated key parameters',
  () => 'alice:{SHA512-CRYPT}$6$abc$def::::::',
  () => 'curl -u admin:X https://example.com',
  // One per shape added with the tenth batch: placeholders, references, and hashes or ids where the name or call says so.
  () => 'curl -H "X-Api-Key: ${API_KEY}" -H "X-Auth-Token: <your-token>" https://api.example.com',
  () => 'curl -H "Authorization: $PEXELS_API_KEY" https://api.pexels.com/v1/search',
  () => 'Authorization: xxxxxxxxxxxxxxxxxxxxxxxx',
  (r) => `https://cdn.example.com/app.js?v=${r('H', 8)}&key=YOUR_API_KEY`,
  (r) => `<script src="https://cdn.example.com/lib.js" integrity="sha384-${r('B', 64)}"></script>`,
  () => 'TOKEN=process.env.DOPPLER_TOKEN',
  () => 'const route = "secret_admin_settings_page_v2"',
  () => 'const client = new ApiClient("https://api.example.com/v1", { timeout: 5000 });',
  (r) => `const n = new BN('${r('H', 64)}', 16);`,
  (r) => `assert.equal(digest, '${r('H', 64)}');`,
  () => "const started = new Date('2026-01-04T10:00:00.000Z');",
  () => 'echo $PASSWORD | kinit ci@ACME.DEV',
  (r) => `echo ${r('B', 24)} | base64 -d`,
  () => 'gh auth login --with-token < token.txt',
  (r) => `tokenHash: "${r('H', 64)}"`,
  (r) => `private_key_id = "${r('H', 40)}"`,
  (r) => `auth_user_id = "${r('H', 8)}-${r('H', 4)}-4${r('H', 3)}-a${r('H', 3)}-${r('H', 12)}"`,
  (r) => `cacheKeyV2: "deps-${r('H', 12)}"`,
  (r) => `sha256:${r('H', 64)}`,
  () => 'sudo -u postgres psql -d app',
  (r) => `const k = new BN('${r('H', 64)}', 16);`,
];

/** mulberry32, seeded: the same samples on every run. */
export function generator(seed) {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (charset, length) => {
    const chars = CHARSETS[charset];
    let out = '';
    for (let i = 0; i < length; i++) out += chars[Math.floor(next() * chars.length)];
    return out;
  };
}

export function token(parts, random) {
  return parts.map((p) => (typeof p === 'string' ? p : random(p[0], p[1]))).join('');
}

/**
 * Providers whose samples go to the test half only: 20% of each batch of added formats (the
 * gitleaks coverage table; then providers that list lacks), drawn before their rules were
 * written (seeded shuffle per batch), so
 * the test half measures formats nobody tuned on. The list is written out; `heldOutDraw()`
 * reproduces it.
 */
export const HELD_OUT_PROVIDERS = [
  // first batch (seed 20261124)
  'adobe-client-secret', 'aws-bedrock-short-term-key', 'clickhouse-cloud-key', 'discord-client-id',
  'dropbox-long-lived-token', 'dropbox-short-lived-token', 'flutterwave-public-key', 'gitlab-session-cookie',
  'octopus-deploy-key', 'twilio-auth-token-basic',
  // second batch (seed 20261125)
  'azure-devops-pat', 'langfuse-secret-key', 'posthog-personal-key',
];
/** Each batch of added formats, from its first provider to the next batch's, and its seed. */
const HELD_OUT_BATCHES = [
  { first: 'adafruit-io-key', seed: 20261124 },
  { first: 'figma-token', seed: 20261125 },
];

export function heldOutDraw() {
  const drawn = [];
  HELD_OUT_BATCHES.forEach(({ first, seed }, b) => {
    const start = PROVIDERS.findIndex((p) => p.provider === first);
    const next = HELD_OUT_BATCHES[b + 1];
    const end = next ? PROVIDERS.findIndex((p) => p.provider === next.first) : PROVIDERS.length;
    const added = PROVIDERS.slice(start, end).map((p) => p.provider);
    const pick = generator(seed);
    for (let i = added.length - 1; i > 0; i--) {
      const j = Math.floor(uniform(pick) * (i + 1));
      [added[i], added[j]] = [added[j], added[i]];
    }
    drawn.push(...added.slice(0, Math.round(added.length * 0.2)));
  });
  return drawn.sort();
}

/** A uniform number in [0, 1) from the character generator (8 hex digits). */
function uniform(pick) {
  return Number.parseInt(pick('H', 8), 16) / 4294967296;
}

/**
 * Half of the fresh batch (fresh-formats.mjs), drawn before any rule was changed for it: these
 * providers' samples are all in the test half, the other half's all in dev.
 */
export function freshDraw(formats = FRESH_FORMATS, seed = 20261126) {
  const names = formats.map((p) => p.provider);
  const pick = generator(seed);
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(uniform(pick) * (i + 1));
    [names[i], names[j]] = [names[j], names[i]];
  }
  return names.slice(0, Math.round(names.length / 2)).sort();
}

/**
 * Positive samples: every provider in each of its contexts (secret text, where it appears);
 * negative samples: each near-miss 4 times with other random content. Even indexes are the
 * dev half, odd the test half; a held-out provider's samples are all in the test half.
 */
export function samples(seed = 20260101) {
  const random = generator(seed);
  const heldOut = new Set(HELD_OUT_PROVIDERS);
  const freshTest = new Set(FRESH_BATCHES.flatMap((b) => b.testProviders));
  // Each fresh batch's number, and the generator its tokens come from: the eighth batch on draws from
  // its own (seed 20260100 + its number), so adding a batch changes no earlier sample.
  const batchOf = new Map();
  const randomOf = new Map();
  for (const b of FRESH_BATCHES) {
    const own = b.batch >= 8 ? generator(20260100 + b.batch) : random;
    for (const p of b.formats) {
      batchOf.set(p.provider, b.batch);
      randomOf.set(p.provider, own);
    }
  }
  const positives = [];
  for (const p of [...PROVIDERS, ...FRESH_BATCHES.flatMap((b) => b.formats)]) {
    const surroundings = p.around ?? (p.keyed ? KEYED_CONTEXTS.map((c) => (t) => c(p.keyed, t)) : CONTEXTS);
    surroundings.forEach((make, i) => {
      const raw = token(p.parts, randomOf.get(p.provider) ?? random);
      // `encode`: the format wraps the generated part (a base64-encoded credential).
      const t = p.encode ? p.encode(raw) : raw;
      const batch = batchOf.get(p.provider);
      const split = batch ? (freshTest.has(p.provider) ? 'test' : 'dev') : heldOut.has(p.provider) || i % 2 === 1 ? 'test' : 'dev';
      positives.push({ provider: p.provider, split, heldOut: heldOut.has(p.provider), fresh: batch !== undefined, freshBatch: batch, text: make(t), secret: t });
    });
  }
  const negatives = [];
  // The eleventh batch's near-misses and later ones come last, in batch order, so no earlier look-alike changes.
  [...NEAR_MISSES, ...FRESH_BATCHES.flatMap((b) => b.nearMisses ?? [])].forEach((make, n) => {
    for (let i = 0; i < 4; i++) negatives.push({ kind: `near-miss-${n + 1}`, split: i % 2 === 0 ? 'dev' : 'test', text: make(random) });
  });
  return { positives, negatives };
}
