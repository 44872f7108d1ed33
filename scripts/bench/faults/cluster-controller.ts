/** The child process that runs the fault bench's PostgreSQL cluster (cluster.ts). */
import { runClusterController } from './cluster';

await runClusterController();
process.exit(0);
