import { webBench } from './web.bench.js';

// `npm run bench:web`: the web's first load, alone (it builds the web app and starts the product itself).
await webBench();
process.exit(0);
