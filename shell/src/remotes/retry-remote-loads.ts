/*
 * A federation runtime plugin of the shell (webpack.common.ts): a remote's entry script, or the chunks of a page
 * it exposes, that fail to arrive are asked for again before the page gives up (a dropped connection, a host
 * that answered 5xx for a moment). Module Federation's own retry plugin does it; chunks a page loads later (its
 * chart, its explanation) are retried by the library's retryImport.
 */
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryRemoteLoads() {
  return RetryPlugin({ script: { retryTimes: 2, retryDelay: 500 } });
}
