// The uploads module: what other modules and the server's wiring may use of it.
export { EMULATOR_PREFIX, emulatorSettings, storageSettingsFromEnv, type StorageSettings } from './settings';
export { fileUrlCallerOf, isStorableFileUrl, staffFileCaller } from './file-urls';
export { OssError, checkForm, checkSize, malformedPost, noSuchBucket, noSuchKey, objectHeaders, objectPath, ossErrorXml, type AcceptedForm, type FormFields } from './emulator';
export { MSG_UPLOAD_UNAVAILABLE } from './messages';
export { createPolicy, staffUploadDir, uploadDirFor } from './policy';
