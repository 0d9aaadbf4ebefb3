import { fuzzGroup } from './support/fuzz-suite';

// Generated requests for every rest operation of the service's OpenAPI document (see support/).
await fuzzGroup('rest');
