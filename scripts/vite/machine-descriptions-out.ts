import { outOfMachines } from './out-of-machines';

/**
 * A machine's `description: '…'` of a state or transition, prose (it has a space: a toast's
 * `description` is a message key, which has none), with its comma.
 */
export const MACHINE_DESCRIPTION = /\bdescription:\s*'(?:[^'\\\n]|\\.)* (?:[^'\\\n]|\\.)*',?/g;

/**
 * Leaves the machines' descriptions out of production bundles: they are documentation, which
 * `docs/machines/` and the dev inspector read from the source, and every page would carry them.
 */
export const machineDescriptionsOut = () =>
  outOfMachines('machine-descriptions-out', MACHINE_DESCRIPTION);
