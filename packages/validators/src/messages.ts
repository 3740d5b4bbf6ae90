/**
 * Every validation message, verbatim from the specs (character for character, full-width punctuation
 * included). Messages marked "not in spec" were chosen here because the spec gives none.
 * UIs and tests reference these instead of retyping the strings.
 */
export const messages = {
  // ── spec 01 §5: login, SMS, forgot password, registration ─────────────────────────────
  /** Login phone/account required (spec 01 login). Also used where the spec has no own message. */
  loginPhoneRequired: '输入手机号',
  /** Phone not exactly 11 characters (both specs). */
  phoneLength: '请正确输入手机号码',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  /** Getting an SMS code without a (valid) phone. */
  smsPhoneRequired: '请正确填写手机号码',
  /** Getting an SMS code for an unknown use category (not in spec). */
  smsUsecateInvalid: '验证码类型错误',
  passwordCase: '密码必须包含大小写字母',
  confirmPasswordRequired: '请再次输入密码',
  /** Forgot password (spec 01), no exclamation mark. */
  passwordMismatch: '两次输入密码不一致',
  /** Reset password in /uconfig (spec 02), with an ASCII '!'. */
  passwordMismatchUconfig: '两次输入密码不一致!',
  registerPasswordMin: '请输入至少8位密码',
  registerAreaRequired: '请选择所在区域',
  agreementRequired: '必须同意用户协议',

  // ── spec 01 §5 / spec 02 §5: enterprise registration and company / enterprise join ─────
  companyTypeRequired: '请选择企业类型',
  companyNameRequired: '请填写企业名称',
  creditCodeRequired: '请填写统一社会信用代码',
  companyRegionRequired: '请选择所属区域',
  /** Address, required in the personal-centre enterprise join only. */
  companyAddressRequired: '请填写地址',
  contactRequired: '请填写联系人',
  phoneRequired: '请输入电话号码',
  mobileCodeRequired: '请输入手机验证码',
  /** Logo (company join) and product image (inquiry). */
  imageRequired: '请上传图片',
  licenseRequired: '请上传营业执照',
  certRequired: '请上传资质图片',
  companyProfileRequired: '请填写公司简介',
  profileTooLong: '限 500 字以内',
  /** Enterprise registration login account (not in spec). */
  loginAccountRequired: '请输入登录账号',
  /** Enterprise registration login password (not in spec). */
  loginPasswordRequired: '请输入登录密码',
  /** Enterprise registration SMS code not exactly 6 characters (not in spec). */
  smsCodeLength: '请输入6位手机验证码',
  /** Optional e-mail given in /join but malformed (reuses the invoice form's message). */
  emailInvalid: '请输入正确的邮箱格式',

  // ── spec 01 §5: expert join ─────────────────────────────────────────────────────────────
  industryRequired: '请选择行业',
  fieldRequired: '请选择领域',
  specialRequired: '请选择专项',
  supplyRequired: '请选择供需',
  recommendRequired: '请选择推荐',
  expertNameRequired: '请填写姓名',
  /** Expert sex (not in spec; the spec says every field is required). */
  sexRequired: '请选择性别',
  smsCodeRequired: '请输入短信验证码',
  titleRequired: '请填写个人职称',
  expertiseRequired: '请填写擅长方向',
  technologyRequired: '请填写技术领域',
  positionRequired: '请填写任职机构',
  expertLogoRequired: '请上传图片logo',
  expertIntroRequired: '请填写个人简介',

  // ── spec 01 §5: inquiry ─────────────────────────────────────────────────────────────────
  productNameRequired: '请填写产品名称',
  /** Quantity missing or below 1 (not in spec). */
  quantityMin: '数量至少为1',
  /** Quantity not a whole number (not in spec). */
  quantityInteger: '数量必须为整数',
  /** Expected price not digits only (not in spec). */
  expectedPriceDigits: '期望价格只能填写数字',
  /** Inquiry submitted without a company (not in spec). */
  inquiryCompanyRequired: '请选择询价企业',
  /** Inquiry submitted with no product (not in spec). */
  inquiryProductsRequired: '请添加询价产品',

  // ── spec 01 §5 / spec 02 §5 / §8: not field rules, but the same source of truth ────────
  loginRequired: '未登录或超时，请重新登陆',
  expertNotBound: '专家未绑定会员',

  // ── spec 02 §5: cart ────────────────────────────────────────────────────────────────────
  cartConfirmDeleteItem: '要删除该项吗？',
  cartExportBelowMinimum: '购买数据少于最低起购量，不能导出',
  cartExportSelectionRequired: '请选择需要导出的商品',
  cartDeleteSelectionRequired: '请选择需要删除的商品',
  cartShareSelectionRequired: '未选择分享的商品',

  // ── spec 02 §5: checkout ────────────────────────────────────────────────────────────────
  deliveryAddressRequired: '请选择收货地址',
  invoiceAddressRequired: '请选择发票地址',
  invoiceInfoRequired: '请选择发票信息',
  deliveryMethodRequired: '请选择发货方式',
  expectedDeliveryRequired: '请选择期望交货日期',
  /** More than 9 contract attachments (not in spec). */
  contractFilesMax: '合同附件最多上传9个',

  // ── spec 02 §5: invoice profile ─────────────────────────────────────────────────────────
  invoiceTypeRequired: '请选择一个发票类型',
  invoiceCompanyNameRequired: '请输入企业名称',
  emailRequired: '邮箱不能为空',
  /** Same text as emailInvalid. */
  invoiceEmailInvalid: '请输入正确的邮箱格式',
  /** Enterprise profile without a taxpayer id (not in spec: a company's invoice carries it). */
  taxpayerIdRequired: '请输入纳税人识别号',
  /** Taxpayer id neither a 统一社会信用代码 nor 15/20 digits and capitals (not in spec). */
  taxpayerIdInvalid: '请输入正确的纳税人识别号',
  /** The VAT special invoice's data (not in spec; 开户银行 has the bank card's text). */
  regAddressRequired: '请输入注册地址',
  regPhoneRequired: '请输入注册电话',
  regPhoneInvalid: '请输入正确的注册电话',
  bankAccountRequired: '请输入银行账号',
  bankAccountInvalid: '请输入正确的银行账号',
  /** A VAT special invoice for a personal profile (not in spec). */
  specialInvoiceEnterpriseOnly: '增值税专用发票仅限企业类型',
  /** A profile not complete for a VAT special invoice; the fields to complete follow (not in spec). */
  specialInvoiceIncomplete: '专票需填写完整的开票信息',

  // ── spec 02 §5: address ─────────────────────────────────────────────────────────────────
  cityRequired: '请选择市区',
  countyRequired: '请选择区',
  detailAddressRequired: '请填写详细地址',
  addressContactRequired: '请填写联系人名称',
  addressPhoneRequired: '请填写手机号码',
  /** Address phone not a mainland mobile number (not in spec). */
  addressPhoneInvalid: '请填写正确的手机号码',

  // ── spec 02 §5: reset password in /uconfig ──────────────────────────────────────────────
  uconfigPhoneRequired: '请输入手机号码',

  // ── spec 02 §5: after-sales, review / rating ────────────────────────────────────────────
  afterSalesImageRequired: '请选择上传图片',
  reviewContentRequired: '评价内容不能为空',

  // ── spec 02 §5: bank card ───────────────────────────────────────────────────────────────
  bankHolderRequired: '请输入姓名',
  cardNumberRequired: '请输入银行卡号',
  bankNameRequired: '请输入开户银行',
  bankPhoneRequired: '请输入手机号',
  cardNumberMismatch: '两次输入的银行卡号不一样，请重新输入',

  // ── spec 02 §5: training enrolment ──────────────────────────────────────────────────────
  /** Training phone empty (not in spec; same text as addressPhoneRequired). */
  trainingPhoneRequired: '请填写手机号码',
  trainingPhoneInvalid: '手机号格式不正确',
  trainingNameRequired: '请填写您的名字',
  trainingCompanyRequired: '请填写单位名称',
  idCardInvalid: '请输入正确的身份证号码',
  photoRequired: '请选择图片',

  // ── spec 02 §5: merchant shipping, chat ─────────────────────────────────────────────────
  expressCompanyRequired: '请选择快递公司',
  expressNoRequired: '请填写快递单号',
  /** Empty chat message (not in spec: the send button is simply disabled). */
  chatMessageRequired: '消息内容不能为空',
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];
