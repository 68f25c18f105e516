// A result's proof: the video plays in place, the image (or BODPOD/DEXA scan) opens full size.
import type { TestResult } from '@podium/core/api/athletes';
import styles from './ResultMedia.module.css';

export function ResultMedia({ result, testName }: { result: TestResult; testName: string }) {
  if (result.vidUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: athletes' test clips have no speech to caption
      <video className={styles.video} src={result.vidUrl} controls preload="metadata">
        <a href={result.vidUrl}>Watch the {testName} video</a>
      </video>
    );
  }
  if (result.imgUrl) {
    return (
      <a className={styles.image} href={result.imgUrl} target="_blank" rel="noreferrer">
        <img src={result.imgUrl} alt={`${testName} evidence`} loading="lazy" />
      </a>
    );
  }
  return null;
}
