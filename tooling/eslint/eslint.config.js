import config from './index.js';

// fixtures/ breaks the rules on purpose: boundaries.test.js lints it with `ignore: false`.
export default [...config, { ignores: ['fixtures/**'] }];
