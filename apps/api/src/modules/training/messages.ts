// The training module's own texts (the sign-up's other texts are the contract's, the client shows them too).

export const MSG_TRAINING_NOT_FOUND = '培训不存在';
