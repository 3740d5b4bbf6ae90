// One section's form of 系统设置: what was typed, the section as it was read (its version is what a save
// sends, so a change made meanwhile by someone else is refused, never overwritten), the save and the reload.
// A refusal keeps what was typed; after 该设置已被他人修改 the section offers to read it again, and only that
// choice replaces the typed values. A newer reading replaces the values by itself only while nothing is typed.
import type { UseMutationResult } from '@tanstack/react-query';
import { MSG_SETTINGS_SAVED, MSG_SETTINGS_STALE, type AdminSettings } from '@ws/api-sdk';
import { isServerRefusal, notice, noticeFailure, useForm, type FormRules } from '@ws/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSettings, type SectionKey } from '../api/settings';

export interface SectionFormOptions<K extends SectionKey, F extends object, Req> {
  section: K;
  /** the section as last read */
  server: AdminSettings[K];
  toForm: (value: AdminSettings[K]['value']) => F;
  toRequest: (values: F, version: number) => Req;
  rules: FormRules<F>;
  save: UseMutationResult<AdminSettings[K], Error, Req>;
}

export function useSectionForm<K extends SectionKey, F extends object, Req>({ section, server, toForm, toRequest, rules, save }: SectionFormOptions<K, F, Req>) {
  const settings = useSettings();
  const [base, setBase] = useState<AdminSettings[K]>(server);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useForm<F>({ initialValues: toForm(server.value), validate: rules });
  const { setValues, resetDirty } = form;
  const dirty = form.isDirty();
  const saving = save.isPending;

  /** The section as the server has it now becomes what the form shows and compares with. */
  const adopt = useCallback(
    (s: AdminSettings[K]) => {
      const values = toForm(s.value);
      setBase(s);
      setStale(false);
      setValues(values);
      resetDirty(values);
    },
    [toForm, setValues, resetDirty],
  );

  useEffect(() => {
    if (server.version > base.version && !dirty && !saving && !stale) adopt(server);
  }, [server, base.version, dirty, saving, stale, adopt]);

  const submit = form.onSubmit((values) => {
    if (saving) return;
    save.mutate(toRequest(values, base.version), {
      onSuccess: (answer) => {
        notice.success(MSG_SETTINGS_SAVED);
        adopt(answer);
      },
      onError: (error) => {
        noticeFailure(error);
        if (isServerRefusal(error) && error.message === MSG_SETTINGS_STALE) setStale(true);
      },
    });
  });

  const reload = async () => {
    setReloading(true);
    try {
      const read = await settings.refetch();
      if (read.isError) noticeFailure(read.error);
      else if (read.data) adopt(read.data[section]);
    } finally {
      setReloading(false);
    }
  };

  return { form, base, dirty, saving, stale, reloading, submit, reload };
}
