/** Where a breadcrumb's middle entry leads, for the lists that open the company detail. */
export const CRUMB_TARGETS: Record<string, string> = {
  推荐: '/recommend',
  推荐服务商: '/recommend',
  入驻企业: '/listcompany',
};
