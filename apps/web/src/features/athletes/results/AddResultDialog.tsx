// Adding a test result: category, then test, then one of its units, then the score, with its video or image (spec 9).
// The file uploads through the global banner; the dialog may be closed meanwhile and the result is saved when it ends.
import { zodResolver } from '@hookform/resolvers/zod';
import { findTestByKey, isCategoryKey, testsInCategory } from '@podium/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../state/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../../ui/Dialog.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { athleteApi } from '../athlete-api.ts';
import { UploadProgress } from '../videos/UploadProgress.tsx';
import { useUploadThenSave } from '../videos/use-upload-then-save.ts';
import {
  AddResultFormSchema,
  type AddResultValues,
  buildAddResult,
  evidenceKind,
} from './add-result-form.ts';
import { EvidencePicker } from './EvidencePicker.tsx';
import { TestPickerFields } from './TestPickerFields.tsx';

interface AddResultDialogProps {
  onClose: () => void;
  /** Start from a test already chosen (from its history). */
  initialTestKey?: string | undefined;
}

export function AddResultDialog({ onClose, initialTestKey }: AddResultDialogProps) {
  const dispatch = useAppDispatch();
  const { upload, save, phase, progress } = useUploadThenSave();
  const initialTest = initialTestKey ? findTestByKey(initialTestKey) : undefined;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { register, handleSubmit, watch, setValue, formState } = useForm<AddResultValues>({
    resolver: zodResolver(AddResultFormSchema),
    defaultValues: {
      category: initialTest?.category ?? '',
      testKey: initialTest?.key ?? '',
      unit: initialTest?.units[0] ?? '',
      score: '',
    },
  });
  const { errors } = formState;
  const category = watch('category');
  const test = findTestByKey(watch('testKey'));
  const unit = watch('unit');
  const tests = isCategoryKey(category) ? testsInCategory(category) : [];
  const kind = evidenceKind(test);

  async function onSubmit(values: AddResultValues) {
    if (!test) return;
    if (test.isImageScore && !file) {
      setFileError(`Add the ${test.name} image: it is the result`);
      return;
    }
    const asset = file
      ? await upload({ assetType: 'test', file, purpose: `Your ${test.name} result` })
      : null;
    if (file && !asset) return;
    const request = buildAddResult(test, values, asset);
    await save(dispatch(athleteApi.endpoints.addTestResult.initiate(request, { track: false })), onClose);
  }

  const isUploading = phase === 'uploading';
  return (
    <Dialog title="Add a test result" onClose={onClose}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a test result">
        {/* Locked while the file uploads: what is sent is what was shown when it started. */}
        <DialogFields isDisabled={phase !== 'idle'}>
          <TestPickerFields
            register={register}
            setValue={setValue}
            errors={errors}
            tests={tests}
            test={test}
            unit={unit}
            hasScore={!test?.isImageScore}
          />
          {test && (
            <EvidencePicker
              kind={kind}
              file={file}
              isRequired={test.isImageScore}
              label={test.isImageScore ? 'Scan image' : undefined}
              error={fileError}
              onChange={(chosen) => {
                setFile(chosen);
                setFileError(undefined);
              }}
            />
          )}
        </DialogFields>
        <UploadProgress progress={isUploading ? progress : null} savedWhat="your result" />
        <DialogActions>
          <Button onClick={onClose}>{isUploading ? 'Keep browsing' : 'Cancel'}</Button>
          <SubmitButton
            isBusy={phase !== 'idle' || formState.isSubmitting}
            busyLabel={isUploading ? 'Uploading...' : 'Saving...'}
          >
            Add result
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
