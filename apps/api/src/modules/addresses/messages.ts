// The addresses module's texts (the refusals are the contract's, imported from @ws/api-sdk/contract).

export const MSG_ADDED = '添加成功';
export const MSG_UPDATED = '修改成功';
export const MSG_DELETED = '删除成功';
export const MSG_DEFAULT_SET = '设置成功';
