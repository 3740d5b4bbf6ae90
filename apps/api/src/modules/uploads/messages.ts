// The uploads module's texts.

/** No object storage is configured for this process: no policy can be signed. */
export const MSG_UPLOAD_UNAVAILABLE = '上传服务暂不可用，请稍后重试';
