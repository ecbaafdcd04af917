// npm itself may run on the system Node (20 here), but every script must run on the
// Node 24 that the `node` devDependency provides. Fail loudly when it does not.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `Scripts are running on Node ${process.versions.node}, but this project needs Node 24.\n` +
      'The `node` devDependency provides it; if its install script was skipped, run: npm rebuild node',
  );
  process.exit(1);
}
