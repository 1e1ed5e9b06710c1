/* The registry is the one list of this remote's page folders: it and the folders must agree. */
import path from 'node:path';
import { describeRegistry } from '../../../test-support/registry-checks';
import registry from '../registry';

describeRegistry(registry, path.resolve(__dirname, '..'), 'mfe_pages');
