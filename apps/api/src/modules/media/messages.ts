// The media module's texts (also a training's: an unknown training answers the same).

export const MSG_NOT_FOUND = '内容不存在';
export const MSG_OFFLINE = '内容已下线';
