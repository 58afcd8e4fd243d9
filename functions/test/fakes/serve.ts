// The providers' fakes as one local server, for `npm start` and the end-to-end run:
// `tsx functions/test/fakes/serve.ts <port>`. The API finds them through EVERLINK_FAKES_URL.
import { startProviderFakes } from './index';

const port = Number(process.argv[2] ?? 4600);
const fakes = await startProviderFakes(port);
console.log(`Provider fakes at ${fakes.url} (DNS on UDP ${fakes.dnsServer})`);
const stop = async () => {
  await fakes.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
