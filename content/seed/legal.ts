import type { LegalPage } from '@/lib/sanity/sanity.types'
import { accessibilityStatement } from './accessibility-statement'
import { richText } from './builders'
import type { Seed } from './types'

/**
 * Impressum and Datenschutzerklärung (the accessibility statement has a file of its own).
 *
 * The Impressum page renders company name, address, register data, managing
 * director, phone, e-mail and VAT ID from the site settings above this body,
 * plus the agency credit below it; the body only holds the remaining sections.
 * Both texts follow the usual legal-generator pattern and must be checked by a
 * lawyer before going live.
 */

const impressumBody = richText(`
## Verbraucherstreitbeilegung

Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

## Berufsbezeichnung und berufsrechtliche Regelungen

**Berufsbezeichnung:** Gebäudereiniger-Meister (verliehen in der Bundesrepublik Deutschland). Das Unternehmen ist ein Meisterbetrieb des Gebäudereiniger-Handwerks.

**Zuständige Kammer:** Handwerkskammer Braunschweig-Lüneburg-Stade. Der Betrieb ist dort in die Handwerksrolle eingetragen.

**Berufsrechtliche Regelungen:** Das Gebäudereiniger-Handwerk ist ein zulassungspflichtiges Handwerk nach Anlage A des Gesetzes zur Ordnung des Handwerks (Handwerksordnung – HwO). Die Handwerksordnung können Sie unter [www.gesetze-im-internet.de/hwo](https://www.gesetze-im-internet.de/hwo/) einsehen.

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

Verantwortlich für den Inhalt dieser Website ist die oben genannte Geschäftsführung, erreichbar unter der oben genannten Anschrift.

## Haftung für Inhalte

Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich. Wir erstellen sie mit Sorgfalt, übernehmen jedoch keine Gewähr dafür, dass sie jederzeit vollständig, richtig und aktuell sind.

Für fremde Informationen, die wir lediglich übermitteln oder speichern, gelten die Haftungsregeln der Art. 4 bis 6 der Verordnung (EU) 2022/2065 (Gesetz über digitale Dienste). Wir sind nicht verpflichtet, solche Informationen allgemein zu überwachen oder aktiv nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen (Art. 8 der Verordnung). Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald uns entsprechende Rechtsverletzungen bekannt werden, entfernen wir diese Inhalte umgehend.

## Haftung für Links

Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.

Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist jedoch ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Links umgehend.

## Urheberrecht

Die durch uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors oder Erstellers. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.

Soweit die Inhalte auf dieser Seite nicht von uns erstellt wurden, werden die Urheberrechte Dritter beachtet. Insbesondere werden Inhalte Dritter als solche gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir derartige Inhalte umgehend.

## Bildnachweis

Ein Teil der Fotos auf dieser Website stammt von den Bildplattformen Pexels und Unsplash und wird unter der [Pexels-Lizenz](https://www.pexels.com/license/) bzw. der [Unsplash-Lizenz](https://unsplash.com/license) verwendet. Diese Fotos zeigen nicht unsere Mitarbeiterinnen und Mitarbeiter, Objekte oder Einsätze, sondern dienen der Veranschaulichung unserer Leistungen.

Einige Bilder sind Illustrationen, die eigens für diese Website erstellt wurden; Vorher-Bilder in Vergleichsansichten wurden aus den genannten Fotos durch Bildbearbeitung erzeugt. Auch diese Bilder zeigen keine realen Einsätze unseres Unternehmens.
`)

const datenschutzBody = richText(`
## 1. Datenschutz auf einen Blick

### Allgemeine Hinweise

Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können. Ausführliche Informationen zum Thema Datenschutz entnehmen Sie unserer unter diesem Text aufgeführten Datenschutzerklärung.

### Datenerfassung auf dieser Website

#### Wer ist verantwortlich für die Datenerfassung auf dieser Website?

Die Datenverarbeitung auf dieser Website erfolgt durch den Websitebetreiber. Dessen Kontaktdaten können Sie dem Abschnitt „Hinweis zur verantwortlichen Stelle“ in dieser Datenschutzerklärung sowie unserem [Impressum](/impressum) entnehmen.

#### Wie erfassen wir Ihre Daten?

Ihre Daten werden zum einen dadurch erhoben, dass Sie uns diese mitteilen. Hierbei kann es sich zum Beispiel um Daten handeln, die Sie in unser Anfrageformular oder in die Schnellbewerbung eingeben.

Andere Daten, vor allem technische Daten wie Internetbrowser, Betriebssystem oder Uhrzeit des Seitenaufrufs, erfassen unsere IT-Systeme automatisch oder nach Ihrer Einwilligung beim Besuch der Website.

### Wofür nutzen wir Ihre Daten?

Ein Teil der Daten wird erhoben, um eine fehlerfreie Bereitstellung der Website zu gewährleisten; andere Daten dienen mit Ihrer Einwilligung der Analyse des Nutzerverhaltens. Daten, die Sie uns über das Anfrageformular oder die Schnellbewerbung übermitteln, verwenden wir zur Bearbeitung Ihrer Anfrage bzw. Ihrer Bewerbung.

### Welche Rechte haben Sie?

Sie haben jederzeit das Recht auf unentgeltliche Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten personenbezogenen Daten sowie auf Berichtigung oder Löschung dieser Daten. Eine erteilte Einwilligung können Sie jederzeit für die Zukunft widerrufen, etwa über „Cookie-Einstellungen“ im Fußbereich jeder Seite. Unter bestimmten Umständen können Sie die Einschränkung der Verarbeitung verlangen; außerdem steht Ihnen ein Beschwerderecht bei der zuständigen Aufsichtsbehörde zu.

Hierzu sowie zu weiteren Fragen zum Thema Datenschutz können Sie sich jederzeit an uns wenden. Analyse-Tools setzen wir nur mit Ihrer Einwilligung ein (siehe Abschnitt 5).

## 2. Hosting

### Hosting in Deutschland

Diese Website läuft auf Servern in einem Rechenzentrum in Deutschland, die wir bei [Name und Anschrift des Hosting-Anbieters eintragen] (nachfolgend „Hoster“) angemietet haben. Auf diesen Servern werden die personenbezogenen Daten verarbeitet, die beim Besuch der Website anfallen: insbesondere IP-Adressen und Websitezugriffe (siehe „Server-Log-Dateien“) sowie die Anfragen und Bewerbungen, die Sie uns über die Formulare senden. Seiten, Bilder und Schriftarten liefern diese Server selbst aus; Ihr Browser lädt dafür nichts von anderen Anbietern nach. In Länder außerhalb der Europäischen Union werden dabei keine Daten übermittelt.

Der Einsatz des Hosters erfolgt zum Zwecke der Vertragserfüllung gegenüber unseren potenziellen und bestehenden Kunden (Art. 6 Abs. 1 lit. b DSGVO) und im Interesse einer sicheren, schnellen und effizienten Bereitstellung unseres Online-Angebots durch einen professionellen Anbieter (Art. 6 Abs. 1 lit. f DSGVO).

#### Auftragsverarbeitung

Wir haben mit dem Hoster einen Vertrag über Auftragsverarbeitung (Auftragsverarbeitungsvertrag, AVV) abgeschlossen. Hierbei handelt es sich um einen datenschutzrechtlich vorgeschriebenen Vertrag, der gewährleistet, dass der Hoster die personenbezogenen Daten unserer Websitebesucher nur nach unseren Weisungen und unter Einhaltung der DSGVO verarbeitet (Art. 28 DSGVO).

### Content-Management (Sanity)

Die Texte und Bilder dieser Website pflegen wir im Content-Management-System der Sanity AS, Oslo, Norwegen (nachfolgend „Sanity“). Norwegen gehört dem Europäischen Wirtschaftsraum an; die DSGVO gilt dort unmittelbar. Mit Sanity besteht ebenfalls ein Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO.

Ihr Browser stellt dabei keine Verbindung zu Sanity her: Inhalte ruft unser Server ab und liefert sie mit der Seite aus, Bilder werden über unseren eigenen Server bereitgestellt. Personenbezogene Daten von Websitebesuchern erhält Sanity dadurch nicht. Rechtsgrundlage für den Einsatz ist unser berechtigtes Interesse an einer effizienten Pflege und Bereitstellung unserer Inhalte (Art. 6 Abs. 1 lit. f DSGVO).

## 3. Allgemeine Hinweise und Pflichtinformationen

### Datenschutz

Wir behandeln Ihre personenbezogenen Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften sowie dieser Datenschutzerklärung.

Wir weisen darauf hin, dass die Datenübertragung im Internet (z. B. bei der Kommunikation per E-Mail) Sicherheitslücken aufweisen kann. Ein lückenloser Schutz der Daten vor dem Zugriff durch Dritte ist nicht möglich.

### Hinweis zur verantwortlichen Stelle

Verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist die Glanzwerk Harz Gebäudereinigung GmbH. Anschrift, vertretungsberechtigte Geschäftsführung, Telefonnummer und E-Mail-Adresse finden Sie in unserem [Impressum](/impressum).

Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung von personenbezogenen Daten (z. B. Namen, E-Mail-Adressen o. Ä.) entscheidet.

### Speicherdauer

Soweit innerhalb dieser Datenschutzerklärung keine speziellere Speicherdauer genannt wurde, verbleiben Ihre personenbezogenen Daten bei uns, bis der Zweck für die Datenverarbeitung entfällt. Wenn Sie ein berechtigtes Löschersuchen geltend machen oder eine Einwilligung zur Datenverarbeitung widerrufen, werden Ihre Daten gelöscht, sofern wir keine anderen rechtlich zulässigen Gründe für die Speicherung Ihrer personenbezogenen Daten haben (z. B. steuer- oder handelsrechtliche Aufbewahrungsfristen); im letztgenannten Fall erfolgt die Löschung nach Fortfall dieser Gründe.

### Allgemeine Hinweise zu den Rechtsgrundlagen der Datenverarbeitung auf dieser Website

Sofern Sie in die Datenverarbeitung eingewilligt haben, verarbeiten wir Ihre personenbezogenen Daten auf Grundlage von Art. 6 Abs. 1 lit. a DSGVO. Sofern Sie in die Speicherung von Cookies oder in den Zugriff auf Informationen in Ihrem Endgerät eingewilligt haben, erfolgt die Datenverarbeitung zusätzlich auf Grundlage von § 25 Abs. 1 TDDDG. Die Einwilligung ist jederzeit widerrufbar.

Sind Ihre Daten zur Vertragserfüllung oder zur Durchführung vorvertraglicher Maßnahmen erforderlich, verarbeiten wir Ihre Daten auf Grundlage des Art. 6 Abs. 1 lit. b DSGVO. Des Weiteren verarbeiten wir Ihre Daten, sofern diese zur Erfüllung einer rechtlichen Verpflichtung erforderlich sind, auf Grundlage von Art. 6 Abs. 1 lit. c DSGVO. Die Datenverarbeitung kann ferner auf Grundlage unseres berechtigten Interesses nach Art. 6 Abs. 1 lit. f DSGVO erfolgen. Über die jeweils im Einzelfall einschlägigen Rechtsgrundlagen wird in den folgenden Absätzen dieser Datenschutzerklärung informiert.

### Empfänger von personenbezogenen Daten

Wir geben personenbezogene Daten nur dann an externe Stellen weiter, wenn dies im Rahmen einer Vertragserfüllung erforderlich ist, wenn wir gesetzlich hierzu verpflichtet sind (z. B. Weitergabe von Daten an Steuerbehörden), wenn wir ein berechtigtes Interesse nach Art. 6 Abs. 1 lit. f DSGVO an der Weitergabe haben oder wenn eine sonstige Rechtsgrundlage die Datenweitergabe erlaubt. Beim Einsatz von Auftragsverarbeitern geben wir personenbezogene Daten unserer Kunden nur auf Grundlage eines gültigen Vertrags über Auftragsverarbeitung weiter.

### Widerruf Ihrer Einwilligung zur Datenverarbeitung

Viele Datenverarbeitungsvorgänge sind nur mit Ihrer ausdrücklichen Einwilligung möglich. Sie können eine bereits erteilte Einwilligung jederzeit widerrufen (Art. 7 Abs. 3 DSGVO), auf dieser Website am einfachsten über die Schaltfläche „Cookie-Einstellungen“ im Fußbereich. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Datenverarbeitung bleibt vom Widerruf unberührt.

### Widerspruchsrecht gegen die Datenerhebung in besonderen Fällen sowie gegen Direktwerbung (Art. 21 DSGVO)

**Wenn die Datenverarbeitung auf Grundlage von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, haben Sie jederzeit das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen die Verarbeitung Ihrer personenbezogenen Daten Widerspruch einzulegen; dies gilt auch für ein auf diese Bestimmungen gestütztes Profiling.** Die jeweilige Rechtsgrundlage, auf der eine Verarbeitung beruht, entnehmen Sie dieser Datenschutzerklärung. Wenn Sie Widerspruch einlegen, werden wir Ihre betroffenen personenbezogenen Daten nicht mehr verarbeiten, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen (Widerspruch nach Art. 21 Abs. 1 DSGVO).

**Werden Ihre personenbezogenen Daten verarbeitet, um Direktwerbung zu betreiben, so haben Sie das Recht, jederzeit Widerspruch gegen die Verarbeitung Sie betreffender personenbezogener Daten zum Zwecke derartiger Werbung einzulegen; dies gilt auch für das Profiling, soweit es mit solcher Direktwerbung in Verbindung steht.** Wenn Sie widersprechen, werden Ihre personenbezogenen Daten anschließend nicht mehr zum Zwecke der Direktwerbung verwendet (Widerspruch nach Art. 21 Abs. 2 DSGVO).

### Beschwerderecht bei der zuständigen Aufsichtsbehörde

Im Falle von Verstößen gegen die DSGVO steht den Betroffenen ein Beschwerderecht bei einer Aufsichtsbehörde zu, insbesondere in dem Mitgliedstaat ihres gewöhnlichen Aufenthalts, ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes (Art. 77 DSGVO). Das Beschwerderecht besteht unbeschadet anderweitiger verwaltungsrechtlicher oder gerichtlicher Rechtsbehelfe. Für uns zuständig ist die Datenschutz-Aufsichtsbehörde des Landes Niedersachsen (LfD Niedersachsen) mit Sitz in Hannover.

### Recht auf Datenübertragbarkeit

Sie haben das Recht, Daten, die wir auf Grundlage Ihrer Einwilligung oder in Erfüllung eines Vertrags automatisiert verarbeiten, an sich oder an einen Dritten in einem gängigen, maschinenlesbaren Format aushändigen zu lassen (Art. 20 DSGVO). Sofern Sie die direkte Übertragung der Daten an einen anderen Verantwortlichen verlangen, erfolgt dies nur, soweit es technisch machbar ist.

### Auskunft, Berichtigung und Löschung

Sie haben im Rahmen der geltenden gesetzlichen Bestimmungen jederzeit das Recht auf unentgeltliche Auskunft über Ihre gespeicherten personenbezogenen Daten, deren Herkunft und Empfänger und den Zweck der Datenverarbeitung (Art. 15 DSGVO) und gegebenenfalls ein Recht auf Berichtigung (Art. 16 DSGVO) oder Löschung dieser Daten (Art. 17 DSGVO). Hierzu sowie zu weiteren Fragen zum Thema personenbezogene Daten können Sie sich jederzeit an uns wenden.

### Recht auf Einschränkung der Verarbeitung

Sie haben das Recht, die Einschränkung der Verarbeitung Ihrer personenbezogenen Daten zu verlangen (Art. 18 DSGVO). Hierzu können Sie sich jederzeit an uns wenden. Das Recht auf Einschränkung der Verarbeitung besteht in folgenden Fällen:

- Wenn Sie die Richtigkeit Ihrer bei uns gespeicherten personenbezogenen Daten bestreiten, benötigen wir in der Regel Zeit, um dies zu überprüfen. Für die Dauer der Prüfung haben Sie das Recht, die Einschränkung der Verarbeitung Ihrer personenbezogenen Daten zu verlangen.
- Wenn die Verarbeitung Ihrer personenbezogenen Daten unrechtmäßig geschah bzw. geschieht, können Sie statt der Löschung die Einschränkung der Datenverarbeitung verlangen.
- Wenn wir Ihre personenbezogenen Daten nicht mehr benötigen, Sie sie jedoch zur Ausübung, Verteidigung oder Geltendmachung von Rechtsansprüchen benötigen, haben Sie das Recht, statt der Löschung die Einschränkung der Verarbeitung Ihrer personenbezogenen Daten zu verlangen.
- Wenn Sie einen Widerspruch nach Art. 21 Abs. 1 DSGVO eingelegt haben, muss eine Abwägung zwischen Ihren und unseren Interessen vorgenommen werden. Solange noch nicht feststeht, wessen Interessen überwiegen, haben Sie das Recht, die Einschränkung der Verarbeitung Ihrer personenbezogenen Daten zu verlangen.

### SSL- bzw. TLS-Verschlüsselung

Diese Seite nutzt zum Schutz der Übertragung vertraulicher Inhalte, etwa Ihrer Anfragen oder Bewerbungen, eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt und an dem Schloss-Symbol in Ihrer Browserzeile.

Wenn die SSL- bzw. TLS-Verschlüsselung aktiviert ist, können die Daten, die Sie an uns übermitteln, nicht von Dritten mitgelesen werden.

## 4. Datenerfassung auf dieser Website

### Cookies und lokaler Speicher

Unsere Internetseiten verwenden sogenannte „Cookies“ und den lokalen Speicher Ihres Browsers („Local Storage“). Cookies sind kleine Datenpakete, die auf Ihrem Endgerät abgelegt werden; im lokalen Speicher kann eine Website Einstellungen dauerhaft in Ihrem Browser hinterlegen. Beides richtet keinen Schaden auf Ihrem Endgerät an. Die Informationen bleiben gespeichert, bis Sie sie selbst löschen, der Cookie abläuft oder Ihr Browser sie automatisch entfernt.

Cookies können von uns (First-Party-Cookies) oder von Drittunternehmen stammen (Third-Party-Cookies), etwa von Diensten zur Analyse des Nutzerverhaltens oder zur Einblendung von Karten.

Die Speicherung von Informationen in Ihrem Endgerät und der Zugriff darauf sind nach § 25 Abs. 1 TDDDG nur mit Ihrer Einwilligung zulässig, es sei denn, sie sind unbedingt erforderlich, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG). Cookies und Einträge im lokalen Speicher, die für den Betrieb der Website technisch notwendig sind, setzen wir deshalb ohne Einwilligung ein; alle anderen nur, wenn Sie eingewilligt haben (Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG). Die Einwilligung ist jederzeit für die Zukunft widerrufbar.

#### Einwilligungsbanner

Beim ersten Besuch fragen wir Sie über ein Einwilligungsbanner, ob Sie Analyse- und Marketingdiensten zustimmen („Alle akzeptieren“, „Ablehnen“ oder Auswahl über „Einstellungen“). Ihre Auswahl speichern wir im lokalen Speicher Ihres Browsers, damit das Banner nicht bei jedem Seitenaufruf erneut erscheint. Gespeichert werden unter dem Schlüssel „glanzwerk-harz:consent“ nur Ihre Auswahl je Kategorie, die Version des Banners und der Zeitpunkt Ihrer Wahl, kein Identifikationsmerkmal; an uns oder Dritte wird sie nicht übertragen. Ändert sich, welche Dienste wir einsetzen, fragen wir Sie erneut. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO sowie § 25 Abs. 2 Nr. 2 TDDDG. Sie können Ihre Auswahl jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern oder den Eintrag in Ihrem Browser löschen.

Sie können Ihren Browser außerdem so einstellen, dass er Cookies nur im Einzelfall erlaubt, generell ablehnt oder beim Schließen automatisch löscht. Dann kann die Funktionalität dieser Website eingeschränkt sein.

### Server-Log-Dateien

Unser Webserver protokolliert jeden Abruf dieser Website in einer Server-Log-Datei. Gespeichert werden:

- Datum und Uhrzeit des Abrufs
- die aufgerufene Adresse (ohne angehängte Parameter) und die Antwort des Servers (Statuscode, übertragene Datenmenge, Dauer)
- Referrer-URL, also die zuvor besuchte Seite, sofern Ihr Browser sie übermittelt
- Browsertyp und -version sowie verwendetes Betriebssystem (wie von Ihrem Browser übermittelt)
- Ihre IP-Adresse, jedoch nur gekürzt: Bei IPv4-Adressen wird das letzte Byte, bei IPv6-Adressen werden die letzten zehn Bytes entfernt, bevor der Eintrag geschrieben wird. Sie lässt damit keinen Rückschluss mehr auf einen einzelnen Anschluss zu.

Cookies, Formularinhalte und Anmeldedaten werden nicht protokolliert. Eine Zusammenführung dieser Daten mit anderen Datenquellen wird nicht vorgenommen.

Die Erfassung dieser Daten erfolgt auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO. Wir haben ein berechtigtes Interesse an der technisch fehlerfreien Darstellung und der Optimierung unserer Website sowie an der Abwehr von Angriffen – hierzu müssen die Server-Log-Dateien erfasst werden. Die Log-Dateien werden nur für begrenzte Zeit aufbewahrt und anschließend automatisch gelöscht.

### Kontaktformular

Wenn Sie uns per Anfrageformular Anfragen zukommen lassen, werden Ihre Angaben aus dem Formular (Name, E-Mail-Adresse, Telefonnummer, Einsatzort, gewünschte Leistung und Ihre Nachricht) zwecks Bearbeitung der Anfrage und für den Fall von Anschlussfragen bei uns gespeichert. Diese Daten geben wir nicht ohne Ihre Einwilligung weiter.

Die Verarbeitung dieser Daten erfolgt auf Grundlage von Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, etwa für ein Angebot oder eine Besichtigung. In allen übrigen Fällen beruht die Verarbeitung auf unserem berechtigten Interesse an der effektiven Bearbeitung der an uns gerichteten Anfragen (Art. 6 Abs. 1 lit. f DSGVO) oder auf Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), sofern diese abgefragt wurde.

Ihre Anfrage wird auf unserem Server gespeichert und uns per E-Mail zugestellt. An die angegebene E-Mail-Adresse senden wir Ihnen eine automatische Eingangsbestätigung (Art. 6 Abs. 1 lit. b bzw. f DSGVO): Sie enthält keine Ihrer Angaben aus dem Formular, auch nicht Ihren Namen, sondern nur, wie es weitergeht und wie Sie uns erreichen. Damit niemand das Formular nutzen kann, um fremde Postfächer mit solchen E-Mails zu füllen, geht an dieselbe Adresse höchstens eine Bestätigung pro Stunde, gleich ob über das Anfrageformular oder die Schnellbewerbung. Dafür speichern wir zu Ihrer Anfrage einen nicht umkehrbaren Prüfwert (Hash) Ihrer E-Mail-Adresse; er wird spätestens mit der Anfrage gelöscht. Zum Schutz vor missbräuchlichen Massenanfragen zählen wir kurzzeitig (zehn Minuten), wie viele Formulare von derselben IP-Adresse gesendet werden; die Adresse wird dabei nicht mit Ihrer Anfrage gespeichert.

Die über das Formular gesendeten Daten löschen wir 180 Tage nach Eingang, früher, wenn Sie uns zur Löschung auffordern oder Ihre Einwilligung widerrufen. Kommt ein Auftrag zustande, übernehmen wir die nötigen Angaben in unsere Auftragsunterlagen; dafür gelten die gesetzlichen Aufbewahrungsfristen.

### Schnellbewerbung

Über unsere Schnellbewerbung können Sie sich in drei Schritten bei uns bewerben. Dabei verarbeiten wir die von Ihnen angegebenen Daten: Name, Telefonnummer, E-Mail-Adresse, gewünschte Beschäftigungsart, mögliche Arbeitszeiten, bevorzugter Einsatzort und verfügbare Wochentage, und wenn Sie sich über „Jetzt bewerben“ auf ein Stellenangebot bewerben, um welche Stelle es geht. Wir verwenden diese Daten ausschließlich zur Durchführung des Bewerbungsverfahrens, insbesondere um Kontakt mit Ihnen aufzunehmen und Ihre Eignung für eine Stelle zu prüfen. Innerhalb unseres Unternehmens erhalten nur die Personen Zugriff, die mit der Bewerbung befasst sind.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Anbahnung eines Beschäftigungsverhältnisses) in Verbindung mit § 26 BDSG. Soweit Sie uns freiwillig weitere Angaben machen, verarbeiten wir diese auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.

Nach dem Absenden erhalten Sie eine automatische Eingangsbestätigung an die angegebene E-Mail-Adresse, wie beim Anfrageformular beschrieben: ohne Ihre Angaben, höchstens eine pro Stunde und Adresse.

Kommt es zu einer Einstellung, werden die Daten zur Durchführung des Beschäftigungsverhältnisses in Ihre Personalakte übernommen. Die über die Schnellbewerbung gesendeten Daten löschen wir 180 Tage nach Eingang; kommt keine Einstellung zustande, ist Ihre Bewerbung damit spätestens sechs Monate nach Abschluss des Bewerbungsverfahrens gelöscht. Diese Frist dient der Abwehr möglicher Ansprüche, etwa nach dem Allgemeinen Gleichbehandlungsgesetz (AGG). Eine längere Speicherung, zum Beispiel für künftige Stellenangebote, erfolgt nur mit Ihrer ausdrücklichen Einwilligung.

### Anfrage per E-Mail, Telefon oder Telefax

Wenn Sie uns per E-Mail, Telefon oder Telefax kontaktieren, wird Ihre Anfrage inklusive aller daraus hervorgehenden personenbezogenen Daten (Name, Anfrage) zum Zwecke der Bearbeitung Ihres Anliegens bei uns gespeichert und verarbeitet. Diese Daten geben wir nicht ohne Ihre Einwilligung weiter.

Rechtsgrundlagen und Speicherdauer entsprechen den Angaben zum Kontaktformular: Art. 6 Abs. 1 lit. b DSGVO bei vertragsbezogenen Anfragen, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; die Daten werden gelöscht, sobald Ihr Anliegen abschließend bearbeitet ist und keine gesetzlichen Aufbewahrungsfristen entgegenstehen.

### Schriftarten

Die auf dieser Website verwendeten Schriftarten sind lokal installiert und werden von unserem eigenen Server geladen. Eine Verbindung zu Servern von Google oder anderen Schriftanbietern findet dabei nicht statt.

## 5. Analyse-Tools und Werbung

### Google Analytics

Diese Website nutzt, sofern Sie eingewilligt haben, Funktionen des Webanalysedienstes Google Analytics 4. Anbieter ist die Google Ireland Limited („Google“), Gordon House, Barrow Street, Dublin 4, Irland.

Google Analytics ermöglicht es uns, das Verhalten der Websitebesucher zu analysieren, z. B. Seitenaufrufe, Verweildauer, verwendete Betriebssysteme und Herkunft der Nutzer. Außerdem erfassen wir das Absenden unserer Formulare als Ereignis; dabei übermitteln wir nur die Art des Formulars und die gewählte Leistung bzw. Beschäftigungsart und den Einsatzort, keine Namen oder Kontaktdaten. Diese Daten werden dem jeweiligen Endgerät des Users zugeordnet. Eine Zuordnung zu einer User-ID erfolgt nicht.

Google Analytics verwendet Cookies, die eine Wiedererkennung des Nutzers ermöglichen. Die erfassten Informationen werden in der Regel an einen Server von Google in den USA übertragen und dort gespeichert.

Die Nutzung dieses Dienstes erfolgt ausschließlich auf Grundlage Ihrer Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Die Einwilligung ist jederzeit über „Cookie-Einstellungen“ widerrufbar.

#### Was wann geladen wird

- **Ohne Einwilligung** (vor Ihrer Wahl oder nach „Ablehnen“) stellt Ihr Browser keine Verbindung zu Google her; es werden keine Google-Cookies gesetzt.
- **Mit Einwilligung in „Statistik“** lädt Ihr Browser das Google-Tag (gtag.js) von www.googletagmanager.com. Wir senden dann je aufgerufener Seite einen Seitenaufruf (Adresse der Seite einschließlich Suchparametern und Seitentitel) sowie das Absenden unserer Formulare als Ereignis. Google setzt die Cookies \`_ga\` und \`_ga_*\` (Speicherdauer bis zu 2 Jahre).
- **Nur mit Einwilligung in „Marketing“** wird das Google-Tag ebenfalls geladen, damit Werbesignale gesetzt werden können; Seitenaufrufe und Ereignisse senden wir dann nicht.
- Wir nutzen den Einwilligungsmodus von Google (Consent Mode v2): Das Google-Tag erhält vor jeder anderen Angabe die Voreinstellung, dass keine Einwilligung vorliegt, und danach Ihre Auswahl (\`analytics_storage\` für Statistik, \`ad_storage\`, \`ad_user_data\` und \`ad_personalization\` für Marketing).
- **Widerrufen Sie** Ihre Einwilligung, senden wir ab sofort keine Daten mehr an Google Analytics und löschen die Google-Analytics-Cookies, soweit Ihr Browser das zulässt.

Die Datenübertragung in die USA wird auf den Angemessenheitsbeschluss der Europäischen Kommission zum EU-US Data Privacy Framework gestützt, nach dem die Google LLC zertifiziert ist, sowie auf die Standardvertragsklauseln der EU-Kommission.

#### IP-Anonymisierung

Die IP-Anonymisierung ist aktiv: Google Analytics 4 anonymisiert IP-Adressen immer, eine eigene Einstellung dafür gibt es nicht. IP-Adressen werden nicht protokolliert oder gespeichert; Ihre IP-Adresse wird innerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums nur zur Bestimmung ungefährer Standortdaten verwendet und danach verworfen. Die von Ihrem Browser übermittelte IP-Adresse wird nicht mit anderen Daten von Google zusammengeführt.

#### Browser-Plugin

Sie können die Erfassung und Verarbeitung Ihrer Daten durch Google verhindern, indem Sie das unter dem folgenden Link verfügbare Browser-Plugin herunterladen und installieren: [https://tools.google.com/dlpage/gaoptout?hl=de](https://tools.google.com/dlpage/gaoptout?hl=de). Mehr Informationen zum Umgang mit Nutzerdaten bei Google Analytics finden Sie in der [Datenschutzerklärung von Google](https://policies.google.com/privacy?hl=de).

#### Auftragsverarbeitung

Wir haben mit Google einen Vertrag zur Auftragsverarbeitung abgeschlossen.

#### Speicherdauer

Bei Google gespeicherte Daten auf Nutzer- und Ereignisebene, die mit Cookies, Nutzerkennungen oder Werbe-IDs verknüpft sind, werden nach 14 Monaten anonymisiert bzw. gelöscht. Aggregierte Berichte sind davon nicht betroffen.

#### Google-Signale und Werbesignale

Google-Signale und die Datenerfassung für Werbefunktionen (Werbesignale) sind nur dann aktiv, wenn Sie auch in Marketingdienste eingewilligt haben. Dann kann Google Besuche dieser Website mit Ihrem Google-Konto verknüpfen, sofern Sie dort angemeldet sind und personalisierte Werbung zugelassen haben; wir erhalten nur zusammengefasste, geräteübergreifende Statistiken.

### Google Ads

Der Websitebetreiber verwendet Google Ads. Google Ads ist ein Online-Werbeprogramm der Google Ireland Limited („Google“), Gordon House, Barrow Street, Dublin 4, Irland.

Google Ads ermöglicht es uns, Werbeanzeigen in der Google-Suche oder auf Drittwebseiten auszuspielen, wenn Nutzer bestimmte Suchbegriffe eingeben (Keyword-Targeting) oder anhand bei Google vorhandener Nutzerdaten wie Standort und Interessen (Zielgruppen-Targeting). Wir werten diese Daten nur statistisch aus, etwa welche Suchbegriffe zu Anzeigen und Klicks geführt haben.

Die Nutzung dieses Dienstes erfolgt ausschließlich auf Grundlage Ihrer Einwilligung für Marketingdienste nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Die Einwilligung ist jederzeit widerrufbar. Die Datenübertragung in die USA wird auf das EU-US Data Privacy Framework und die Standardvertragsklauseln der EU-Kommission gestützt.

### Google Conversion-Tracking

Diese Website nutzt, sofern Sie in Marketingdienste eingewilligt haben, Google Conversion-Tracking. Anbieter ist die Google Ireland Limited („Google“), Gordon House, Barrow Street, Dublin 4, Irland.

Mithilfe von Google Conversion-Tracking können Google und wir erkennen, ob der Nutzer bestimmte Aktionen durchgeführt hat, etwa nach einem Klick auf eine unserer Anzeigen eine Anfrage über unser Formular gesendet hat. Wir erhalten nur statistische Auswertungen; Inhalte Ihrer Anfrage werden nicht übermittelt und wir können Sie anhand dieser Informationen nicht persönlich identifizieren.

Die Nutzung dieses Dienstes erfolgt auf Grundlage Ihrer Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG. Die Einwilligung ist jederzeit widerrufbar. Mehr Informationen zu Google Conversion-Tracking finden Sie in der [Datenschutzerklärung von Google](https://policies.google.com/privacy?hl=de).

### Google Maps

Auf unserer Kontaktseite binden wir den Kartendienst Google Maps ein, um Ihnen unseren Standort und unser Einsatzgebiet anzuzeigen. Anbieter ist die Google Ireland Limited („Google“), Gordon House, Barrow Street, Dublin 4, Irland.

Die Karte wird nur geladen, wenn Sie in Marketingdienste eingewilligt haben; bis dahin sehen Sie an ihrer Stelle einen Hinweis auf die Cookie-Einstellungen. Widerrufen Sie die Einwilligung, verschwindet die Karte sofort. Erst mit dem Laden der Karte stellt Ihr Browser eine Verbindung zu Servern von Google her. Dabei werden insbesondere Ihre IP-Adresse und die Adresse der aufgerufenen Seite an Google übertragen und in der Regel auf einem Server in den USA gespeichert; Google kann außerdem Cookies setzen.

Die Nutzung von Google Maps erfolgt ausschließlich auf Grundlage Ihrer Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG; die Einwilligung ist jederzeit widerrufbar. Die Datenübertragung in die USA wird auf das EU-US Data Privacy Framework gestützt. Mehr Informationen zum Umgang mit Nutzerdaten finden Sie in der [Datenschutzerklärung von Google](https://policies.google.com/privacy?hl=de).
`)

export const legalPages: Seed<LegalPage>[] = [
  {
    _id: 'legal-impressum',
    _type: 'legalPage',
    title: 'Impressum',
    slug: { _type: 'slug', current: 'impressum' },
    intro: 'Anbieterkennzeichnung und rechtliche Hinweise zu dieser Website.',
    body: impressumBody,
    updatedAt: '2026-11-01',
    seo: {
      _type: 'seo',
      title: 'Impressum',
      description:
        'Impressum der Glanzwerk Harz Gebäudereinigung GmbH, Meisterbetrieb für Gebäudereinigung in Goslar: Anbieterangaben, Berufsrecht und Haftungshinweise.',
      noIndex: true,
    },
  },
  {
    _id: 'legal-datenschutz',
    _type: 'legalPage',
    // A task for the office, never rendered: „Vor dem Start“ lists it until it is emptied (shared/launch-checks.ts).
    launchNote:
      'Quelle: erstellt nach dem Muster eines Rechtstext-Generators; vor Veröffentlichung rechtlich prüfen lassen.',
    title: 'Datenschutzerklärung',
    slug: { _type: 'slug', current: 'datenschutz' },
    intro: 'Wie wir mit Ihren personenbezogenen Daten umgehen und welche Rechte Sie haben.',
    body: datenschutzBody,
    updatedAt: '2026-11-01',
    seo: {
      _type: 'seo',
      title: 'Datenschutzerklärung',
      description:
        'Datenschutzerklärung der Glanzwerk Harz Gebäudereinigung GmbH: Hosting, Cookies, Anfrageformular, Schnellbewerbung, Google Analytics und Ihre Rechte.',
      noIndex: true,
    },
  },
  accessibilityStatement,
]
