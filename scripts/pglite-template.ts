// npm install's postinstall: makes the embedded database's empty cluster
// ahead (server/db/pglite/newFolder.ts), so the first `npm start` copies it
// instead of running initdb. Never fails the install: without it the first
// start makes the cluster itself.
import { emptyClusterImage, pgliteTemplate } from '../server/db/pglite/newFolder';

try {
  console.log(`embedded database template: ${await pgliteTemplate()}`);
  // The same cluster as a tar, for databases in memory (the server tests' own).
  console.log(`embedded database image: ${(await emptyClusterImage()) ?? 'not made (databases in memory run their own initdb)'}`);
} catch (error) {
  console.warn(`embedded database template not made (the first start will make its own): ${String(error)}`);
}
