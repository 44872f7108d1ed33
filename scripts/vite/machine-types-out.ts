import { outOfMachines } from './out-of-machines';

/**
 * A machine's `types: { … },` in its `setup()`, on one line or over several (its closing brace
 * at the setup's indentation), with its comma and line end.
 */
export const MACHINE_TYPES = /^ {2}types: \{(?:.*|\n[\s\S]*?\n {2})\},\n/gm;

/**
 * Leaves the machines' `types` out of production bundles: they are for the type checker only
 * (XState's `setup()` never reads them), and every page would carry an empty object for each.
 */
export const machineTypesOut = () => outOfMachines('machine-types-out', MACHINE_TYPES);
