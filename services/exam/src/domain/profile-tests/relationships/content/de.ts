import type { RelationshipTexts } from '../relationships-types.js';

/** Deutsche Texte des Tests zu emotionalen Beziehungen, übersetzt aus en.ts (Sie-Form wie der Mapping-Test). Die Aussagen stehen in der Ich-Form und ohne Verneinung, damit kein Item seine Richtung ändert. */
export const deRelationshipTexts: RelationshipTexts = {
  items: {
    'rl-01': 'Ich erzähle gern einem nahestehenden Menschen, wie mein Tag war.',
    'rl-02': 'Ich brauche regelmäßig Zeit für mich allein, auch mit Menschen, die ich liebe.',
    'rl-03': 'Ich vertraue darauf, dass mir nahestehende Menschen für mich da sind, wenn ich sie brauche.',
    'rl-04': 'Wenn mir etwas Schönes passiert, möchte ich es sofort einem nahestehenden Menschen erzählen.',
    'rl-05': 'Wichtige Entscheidungen treffe ich am liebsten gemeinsam mit einem nahestehenden Menschen.',
    'rl-06': 'Ich bleibe gelassen, wenn ein nahestehender Mensch sich erst nach ein paar Tagen auf eine Nachricht meldet.',
    'rl-07': 'Mir genügt ab und zu eine kurze Nachricht, auch von Menschen, die ich liebe.',
    'rl-08': 'Ich löse meine Probleme gern erst selbst, bevor ich jemanden um Hilfe bitte.',
    'rl-09': 'Ich mache mir schnell Sorgen, wenn ein geliebter Mensch einen Tag lang still ist.',
    'rl-10': 'Mir wird warm ums Herz, wenn ein Freund oder mein Partner fragt, wie es mir wirklich geht.',
    'rl-11': 'Manche Bereiche meines Lebens behalte ich für mich, selbst gegenüber den Menschen, die mir am nächsten sind.',
    'rl-12': 'Nach einem Streit mit einem nahestehenden Menschen bin ich sicher, dass alles wieder gut wird.',
    'rl-13': 'Ich genieße Zeichen der Zuneigung wie eine Umarmung oder Händchenhalten.',
    'rl-14': 'Ich fühle mich etwas eingeengt, wenn jemand seine ganze Freizeit mit mir verbringen möchte.',
    'rl-15': 'Ich werde unruhig, wenn ein nahestehender Mensch für eine Weile fortgeht, zum Beispiel auf eine lange Reise.',
    'rl-16': 'Lange Gespräche über Gefühle finde ich anstrengend.',
    'rl-17': 'Ich mag es, wenn Menschen, die mir nahestehen, bei meinen alltäglichen Plänen mitmachen.',
    'rl-18': 'Ich bin mir der Liebe meiner nahestehenden Menschen sicher, auch in hektischen Wochen.',
    'rl-19': 'Nach einem schweren Tag suche ich Trost bei einem nahestehenden Menschen.',
    'rl-20': 'Mir sind eigene Hobbys und Freunde wichtig, unabhängig von meiner Partnerschaft oder meiner Familie.',
    'rl-21': 'Es fällt mir leicht, eine Meinungsverschiedenheit mit einem nahestehenden Menschen anzusprechen.',
    'rl-22': 'Ich höre gern von den Menschen, die ich liebe, dass ich ihnen wichtig bin.',
    'rl-23': 'Am meisten ich selbst bin ich, wenn ich Raum habe, die Dinge auf meine Weise zu tun.',
    'rl-24': 'Kleine Bemerkungen nahestehender Menschen gehen mir immer wieder durch den Kopf, und ich frage mich, was sie wirklich gemeint haben.',
    'rl-25': 'Ich teile meine Hoffnungen und Sorgen gern mit den Menschen, die mir am nächsten sind.',
    'rl-26': 'Eine schwierige Zeit stehe ich lieber allein durch, als mich auf andere zu stützen.',
    'rl-27': 'Ich bin entspannt, wenn mir nahestehende Menschen Zeit mit anderen Freunden verbringen.',
    'rl-28': 'Häufige liebevolle Worte sind mir ein bisschen zu viel.',
    'rl-29': 'Es ist mir angenehm, nahestehende Menschen um Hilfe bei alltäglichen Dingen zu bitten.',
    'rl-30': 'Ich vertraue darauf, dass mich die Menschen, die mir nahestehen, so annehmen, wie ich bin.',
    'rl-31': 'Mir sind gemeinsame Gewohnheiten mit nahestehenden Menschen wichtig, etwa ein wöchentliches Telefonat oder ein gemeinsames Essen.',
    'rl-32': 'Am Anfang einer neuen Freundschaft oder Beziehung halte ich gern etwas Abstand.',
  },
  scaleLabels: ['Trifft überhaupt nicht zu', 'Trifft eher nicht zu', 'Teils, teils', 'Trifft eher zu', 'Trifft voll und ganz zu'],
  levelNames: { 1: 'Sehr niedrig', 2: 'Niedrig', 3: 'Mittel', 4: 'Hoch', 5: 'Sehr hoch' },
  tabs: {
    overview: 'Überblick',
    your_style: 'Ihr Beziehungsstil',
    three_axes: 'Die drei Achsen',
    growing_together: 'In Beziehungen wachsen',
  },
  listHeadings: {
    strengths: 'Stärken',
    watchOuts: 'Worauf Sie achten sollten',
    recommendations: 'Empfehlungen',
  },
  resultLabel: 'Ihr Beziehungsstil',
  resultTitle: 'Ihr Beziehungsstil: {{style}}',
  overviewIntro: [
    'Dieses Profil beschreibt, wie Sie in engen Beziehungen meist fühlen und handeln: in einer Partnerschaft, mit engen Freunden oder in der Familie. Es betrachtet drei Achsen. Das Bedürfnis nach Nähe beschreibt, wie sehr Sie sich Verbundenheit, Austausch und Bestätigung wünschen. Das Bedürfnis nach Unabhängigkeit beschreibt, wie sehr Sie sich eigenen Freiraum wünschen und sich gern auf sich selbst verlassen. Die Bindungssicherheit beschreibt, wie sehr Sie darauf vertrauen, dass Ihnen nahestehende Menschen für Sie da sind, und wie gelassen Sie mit Konflikten und Zeiten der Trennung umgehen.',
    'Jede Achse wird als Stufe von 1 (sehr niedrig) bis 5 (sehr hoch) angegeben, berechnet aus Ihren eigenen Antworten. Ihr Beziehungsstil ergibt sich aus allen drei Achsen zusammen. Die Bindungssicherheit zeigt, ob Sie sich in der Nähe eher geborgen oder eher wachsam fühlen, und das Verhältnis zwischen Ihrem Bedürfnis nach Nähe und nach Unabhängigkeit zeigt, ob Sie eher zur Nähe oder eher zum Freiraum neigen.',
    'Kein Stil ist gut oder schlecht, und jeder Stil hat eigene Stärken. Ihre Antworten beschreiben Neigungen, so wie Sie sie heute sehen; sie können von Beziehung zu Beziehung verschieden sein und verändern sich oft mit der Zeit und mit neuen Erfahrungen. Dieses Profil beschreibt und gibt Anregungen; es stellt keine Diagnose.',
  ],
  sourceNote:
    'Die Aussagen dieses Tests stammen von Mindprint und wurden für die Selbstreflexion geschrieben. Der Test ist kein klinisches oder diagnostisches Instrument, keine Therapie und nicht für Personalauswahl oder Bewerbungsverfahren gedacht. Die Stufen sind feste Fünftel des Antwortbereichs, kein Vergleich mit Bevölkerungsnormen. Wenn Ihre Beziehungen Sie dauerhaft belasten, kann ein Gespräch mit einer qualifizierten Fachperson hilfreich sein, etwa in einer Beratungsstelle oder bei einer Psychotherapeutin oder einem Psychotherapeuten.',
  scales: {
    intimacy: {
      name: 'Bedürfnis nach Nähe',
      description: 'Das Bedürfnis nach Nähe beschreibt, wie sehr Sie sich Verbundenheit mit den Menschen wünschen, die Sie lieben: Gedanken und Gefühle teilen, Zeit miteinander verbringen und hören, dass Sie ihnen wichtig sind.',
      lowPole: 'Mit lockerem Kontakt zufrieden, behält Gefühle für sich',
      highPole: 'Sucht Nähe, Austausch und Bestätigung',
      levels: {
        1: {
          headline: 'Ihnen genügt lockere, gelegentliche Nähe.',
          interpretation: 'Sie fühlen sich mit wenig Kontakt wohl und suchen selten liebevolle Worte oder lange persönliche Gespräche. Zuneigung zeigen Sie vielleicht eher durch Taten als durch Worte. Nahestehende Menschen wünschen sich manchmal mehr Austausch, als Sie von sich aus anbieten.',
        },
        2: {
          headline: 'Sie genießen Nähe in maßvollen, ruhigen Dosen.',
          interpretation: 'Die Menschen, die Ihnen nahestehen, sind Ihnen wichtig, doch Sie kommen mit recht wenig Kontakt gut zurecht und behalten viele Gefühle für sich. Sie teilen etwas mit, wenn es Ihnen sinnvoll erscheint, weniger aus Gewohnheit. Nähe bedeutet Ihnen etwas, und Sie mögen es, wenn sie entspannt bleibt.',
        },
        3: {
          headline: 'Sie mögen Nähe und genießen auch lockereren Kontakt.',
          interpretation: 'Sie teilen gern und verbringen gern Zeit mit nahestehenden Menschen, fühlen sich aber auch in ruhigeren Phasen wohl. Ihr Wunsch nach Nähe steigt und sinkt mit dem, was in Ihrem Leben gerade geschieht. Sie finden Zugang sowohl zu Menschen, die mehr Kontakt möchten, als auch zu Menschen, die weniger möchten.',
        },
        4: {
          headline: 'Nähe und Austausch sind Ihnen sehr wichtig.',
          interpretation: 'Sie sprechen gern mit den Menschen, die Sie lieben, über Ihren Tag, Ihre Gefühle und Ihre Pläne. Warme Worte und kleine Zeichen der Zuneigung bedeuten Ihnen viel. Wenn der Kontakt seltener wird, bemerken Sie das meist schnell.',
        },
        5: {
          headline: 'Sie wünschen sich tiefe, häufige Nähe und Bestätigung.',
          interpretation: 'Die Nähe zu den Menschen, die Sie lieben, steht im Mittelpunkt Ihres Lebens. Sie möchten viel teilen, sie oft sehen und von ihnen hören und erfahren, dass Sie ihnen wichtig sind. Ihre Wärme kann anderen das Gefühl geben, sehr geliebt zu werden, und Sie spüren vielleicht schnell eine Lücke, wenn andere mehr Freiraum brauchen.',
        },
      },
    },
    independence: {
      name: 'Bedürfnis nach Unabhängigkeit',
      description: 'Das Bedürfnis nach Unabhängigkeit beschreibt, wie sehr Sie sich in engen Beziehungen eigenen Freiraum wünschen: Zeit für sich allein, eigene Interessen, Dinge selbst regeln und etwas Abstand wahren.',
      lowPole: 'Macht Dinge lieber gemeinsam, bittet leicht um Hilfe',
      highPole: 'Braucht eigenen Freiraum, verlässt sich auf sich selbst',
      levels: {
        1: {
          headline: 'Sie machen die meisten Dinge lieber gemeinsam.',
          interpretation: 'Sie teilen Entscheidungen, Pläne und Freizeit gern mit nahestehenden Menschen und bitten leicht um Hilfe. Zeit allein suchen Sie selten. Andere fühlen sich bei Ihnen vielleicht sehr einbezogen, und Sie fühlen sich womöglich verloren, wenn nahestehende Menschen beschäftigt sind.',
        },
        2: {
          headline: 'Sie genießen das Miteinander und brauchen nur wenig Freiraum.',
          interpretation: 'Sie unternehmen gern etwas mit anderen und beziehen nahestehende Menschen oft in Ihre Entscheidungen ein. Etwas Zeit für sich genießen Sie durchaus, doch sie hat selten Vorrang. Wenn es schwierig wird, ist es für Sie selbstverständlich, sich auf andere zu stützen.',
        },
        3: {
          headline: 'Sie verbinden das Miteinander mit Zeit für sich.',
          interpretation: 'Sie genießen gemeinsame Zeit und schätzen ebenso Ihre eigenen Interessen und etwas Zeit allein. Vieles regeln Sie selbst und bitten um Hilfe, wenn es sinnvoll ist. Ihr Bedürfnis nach Freiraum verändert sich mit Ihrer Energie und Ihrer Lebenslage.',
        },
        4: {
          headline: 'Eigener Freiraum und Selbstständigkeit sind Ihnen wichtig.',
          interpretation: 'Sie brauchen regelmäßig Zeit für sich und lösen Probleme gern zuerst allein. Neben engen Beziehungen pflegen Sie eigene Hobbys, Freundschaften oder Gewohnheiten. Nahestehende Menschen wünschen sich manchmal, dass Sie sich mehr von ihnen helfen lassen.',
        },
        5: {
          headline: 'Freiraum, Privatsphäre und Ihr eigener Weg sind Ihnen sehr wichtig.',
          interpretation: 'Freiheit und Selbstständigkeit stehen für Sie im Mittelpunkt. Schwierigkeiten bewältigen Sie lieber allein, Teile Ihres Lebens behalten Sie für sich, und Sie lassen sich Zeit, bevor Sie Menschen nah an sich heranlassen. Andere deuten Ihr Bedürfnis nach Freiraum vielleicht als Distanz, auch wenn sie Ihnen sehr viel bedeuten.',
        },
      },
    },
    security: {
      name: 'Bindungssicherheit',
      description: 'Die Bindungssicherheit beschreibt, wie geborgen Sie sich in engen Beziehungen fühlen: wie sehr Sie darauf vertrauen, dass nahestehende Menschen für Sie da sind, wie gelassen Sie sich geliebt fühlen und wie leicht Sie mit Konflikten und Zeiten der Trennung umgehen.',
      lowPole: 'Leicht verunsichert, wachsam in der Nähe',
      highPole: 'Gelassen, vertrauensvoll, entspannt bei Konflikten und Abstand',
      levels: {
        1: {
          headline: 'Nähe geht bei Ihnen oft mit Sorgen einher.',
          interpretation: 'Vielleicht fragen Sie sich oft, ob den Menschen, die Ihnen nahestehen, wirklich etwas an Ihnen liegt, und Schweigen, Konflikte oder Zeiten der Trennung können Sie verunsichern. Sie achten sehr auf kleine Zeichen in Ihren Beziehungen. Diese Wachsamkeit kostet Kraft, und sie kann mit der Zeit, mit Vertrauen und Unterstützung nachlassen.',
        },
        2: {
          headline: 'Mal fühlen Sie sich sicher, mal unsicher.',
          interpretation: 'An guten Tagen vertrauen Sie den Menschen, die Ihnen nahestehen, doch Abstand, Konflikte oder widersprüchliche Signale können schnell Zweifel wecken. Vielleicht suchen Sie dann Bestätigung oder ziehen sich etwas zurück, um sich zu schützen. Sie haben ein feines Gespür für die Stimmung in einer Beziehung.',
        },
        3: {
          headline: 'Meist fühlen Sie sich geborgen, mit gelegentlichen Zweifeln.',
          interpretation: 'Im Allgemeinen vertrauen Sie den Menschen, die Ihnen nahestehen, und kommen mit den üblichen Höhen und Tiefen gut zurecht. Größere Konflikte oder langes Schweigen können Sie trotzdem eine Weile verunsichern. Oft finden Sie Ihr Gleichgewicht wieder, indem Sie die Dinge in Ruhe besprechen.',
        },
        4: {
          headline: 'In engen Beziehungen fühlen Sie sich meist ruhig und vertrauensvoll.',
          interpretation: 'Sie vertrauen darauf, dass nahestehende Menschen für Sie da sind, und sind sich ihrer Zuneigung sicher. Sie können verschiedener Meinung sein, Zeit getrennt verbringen und auf eine Antwort warten, ohne sich viele Sorgen zu machen. Diese Ruhe hilft oft auch anderen, sich bei Ihnen sicher zu fühlen.',
        },
        5: {
          headline: 'Bei den Menschen, die Ihnen nahestehen, fühlen Sie sich zutiefst geborgen.',
          interpretation: 'Sie sind sich sehr sicher, geliebt und angenommen zu werden, und vertrauen darauf, dass nahestehende Menschen für Sie da sind. Konflikte, Zeiten der Trennung und ruhige Phasen bringen Sie selten aus dem Gleichgewicht. Manchmal unterschätzen Sie vielleicht, wie viel mehr Bestätigung andere Menschen brauchen.',
        },
      },
    },
  },
  outcomes: {
    secure: {
      name: 'Sicher',
      summary: 'Sie fühlen sich in der Nähe zu Hause, vertrauen den Menschen, die Sie lieben, und begegnen Konflikten und Zeiten der Trennung mit Gelassenheit.',
      description: [
        'Ihre Antworten zeigen eine recht hohe Bindungssicherheit, verbunden mit einem Wunsch nach Nähe, der mindestens so groß ist wie Ihr Wunsch nach Freiraum. Sie vertrauen meist darauf, dass den Menschen, die Ihnen nahestehen, etwas an Ihnen liegt und dass sie da sind, wenn es darauf ankommt. Gefühle zu teilen und um Unterstützung zu bitten, fällt Ihnen in der Regel leicht.',
        'Weil Sie sich recht geborgen fühlen, erleben Sie Meinungsverschiedenheiten und Zeiten der Trennung selten als Bedrohung. Sie können ein Problem ansprechen, der anderen Seite zuhören und dann weitergehen. Das gibt Ihren Beziehungen ein festes Fundament, und andere fühlen sich bei Ihnen oft sicher und angenommen.',
        'Ein sicherer Stil ist eine Neigung, keine Garantie. Stress, Verlust oder eine schwierige Beziehung können jeden erschüttern, und manchmal fällt es Ihnen vielleicht schwer, Menschen zu verstehen, die sich weniger sicher fühlen als Sie. Ihre Gelassenheit ist eine Stärke, die Sie mit ihnen teilen können.',
      ],
      lists: {
        strengths: [
          'Sie können offen über Ihre Gefühle sprechen und ebenso gut zuhören.',
          'Sie können ein Problem ansprechen, ohne zu fürchten, dass die Beziehung daran zerbricht.',
          'Sie schenken nahestehenden Menschen Vertrauen und lassen ihnen Raum, sie selbst zu sein.',
          'Nach einem Streit sind Sie meist schnell wieder im Reinen.',
        ],
        watchOuts: [
          'Sie erwarten vielleicht, dass andere so gelassen sind wie Sie, und übersehen ihre Sorgen.',
          'Eine stabile Beziehung nehmen Sie womöglich als selbstverständlich und investieren mit der Zeit weniger in sie.',
          'Sie lösen Konflikte vielleicht so schnell, dass sich die andere Person noch gar nicht gehört fühlt.',
        ],
        recommendations: [
          'Wenn ein nahestehender Mensch besorgt wirkt, fragen Sie, was ihm mehr Sicherheit geben würde, statt ihm zu sagen, dass er sich keine Sorgen machen muss.',
          'Planen Sie regelmäßig Zeit mit den Menschen ein, die Sie lieben, auch wenn alles in Ordnung scheint.',
          'Fragen Sie nach einer Meinungsverschiedenheit einen Tag später nach, wie es der anderen Person damit geht.',
          'Nutzen Sie Ihre Gelassenheit, um Freunden oder Familienmitgliedern zu helfen, ihre Konflikte zu besprechen.',
        ],
      },
    },
    fearful: {
      name: 'Ängstlich-vermeidend',
      summary: 'Nähe ist Ihnen wichtig, doch Sie gehen vorsichtig mit ihr um und halten oft etwas Abstand, um sich sicher zu fühlen.',
      description: [
        'Ihre Antworten zeigen eine geringere Bindungssicherheit, verbunden mit einem Wunsch nach Freiraum, der größer ist als Ihr Wunsch nach Nähe. Vielleicht liegen Ihnen die Menschen in Ihrem Leben sehr am Herzen, und zugleich sind Sie unsicher, ob Sie sich auf sie verlassen können. Etwas Abstand zu halten, Dinge allein zu regeln oder Teile Ihres Lebens für sich zu behalten, kann sich wie die sicherere Wahl anfühlen.',
        'Diese Vorsicht kann aus Erfahrungen entstehen: Wenn Nähe manchmal enttäuschend oder schmerzhaft war, ist es verständlich, vorsichtig zu sein. Vielleicht gehen Sie auf Menschen zu und ziehen sich dann wieder zurück, oder es fällt Ihnen schwer zu sagen, was Sie brauchen. Andere sehen Sie womöglich als unabhängig und stark, während Sie sich innerlich manchmal hin- und hergerissen fühlen.',
        'Ihre Vorsicht hat echte Stärken. Sie nehmen viel wahr, Sie überlegen, bevor Sie vertrauen, und die Beziehungen, die Sie eingehen, sind oft tief und ehrlich. Mit der Zeit, mit Menschen, bei denen Sie sich sicher fühlen, und in kleinen Schritten erleben viele, dass Nähe leichter und weniger riskant wird.',
      ],
      lists: {
        strengths: [
          'Sie haben ein feines Gespür für Stimmungen und Signale in einer Beziehung.',
          'Sie überlegen gründlich, bevor Sie vertrauen, und stürzen sich deshalb selten Hals über Kopf in etwas.',
          'Wenn es sein muss, kommen Sie gut allein zurecht.',
          'Wen Sie nah an sich heranlassen, erlebt Sie oft als treu und tief verständnisvoll.',
        ],
        watchOuts: [
          'Sie ziehen sich vielleicht gerade dann zurück, wenn eine Beziehung enger wird.',
          'Sie behalten Ihre Bedürfnisse womöglich für sich, sodass andere Sie nur schwer unterstützen können.',
          'Sie deuten kleine Zeichen vielleicht als Beweis dafür, dass andere Sie enttäuschen werden.',
          'Sorgen und Abstand zusammen können dazu führen, dass Sie sich einsam fühlen.',
        ],
        recommendations: [
          'Wählen Sie einen Menschen, dem Sie vertrauen, und erzählen Sie ihm diese Woche eine kleine persönliche Sache.',
          'Wenn Sie den Drang spüren, sich zurückzuziehen, sagen Sie der anderen Person, dass Sie etwas Zeit brauchen und wann Sie sich wieder melden.',
          'Schreiben Sie auf, was jemand tatsächlich gesagt oder getan hat, bevor Sie entscheiden, was es bedeutet.',
          'Achten Sie darauf, bei welchen Menschen und an welchen Orten Sie zur Ruhe kommen, und verbringen Sie dort mehr Zeit.',
          'Wenn alte Verletzungen Ihre Beziehungen immer wieder prägen, kann ein Gespräch in einer Beratungsstelle oder bei einer Psychotherapeutin oder einem Psychotherapeuten hilfreich sein.',
        ],
      },
    },
    preoccupied: {
      name: 'Ängstlich-besorgt',
      summary: 'Sie investieren viel Wärme in Nähe und suchen vielleicht oft nach Zeichen dafür, dass Sie geliebt werden und sicher sind.',
      description: [
        'Ihre Antworten zeigen eine geringere Bindungssicherheit, verbunden mit einem Wunsch nach Nähe, der mindestens so groß ist wie Ihr Wunsch nach Freiraum. Beziehungen bedeuten Ihnen sehr viel. Sie schenken viel Wärme und Aufmerksamkeit und fühlen sich gern oft mit den Menschen verbunden, die Sie lieben.',
        'Weil Ihnen die Bindung so wichtig ist, bemerken Sie vielleicht jede Veränderung darin. Eine späte Antwort, ein stiller Abend oder eine Meinungsverschiedenheit können schnell die Frage aufwerfen, ob noch alles in Ordnung ist. Dann suchen Sie womöglich Bestätigung, denken lange über das Gesagte nach oder bemühen sich sehr, es dem anderen recht zu machen.',
        'Ihre Offenheit und Ihre Hingabe sind echte Gaben: Nahestehende Menschen fühlen sich von Ihnen oft gesehen und umsorgt. Wenn Sie lernen, Ihre eigenen Sorgen zu beruhigen und der Bindung auch zwischen den Momenten des Kontakts zu vertrauen, können Sie Ihre Beziehungen entspannter genießen.',
      ],
      lists: {
        strengths: [
          'Sie zeigen Wärme und Zuneigung offen.',
          'Sie achten sehr aufmerksam auf die Gefühle nahestehender Menschen.',
          'Sie investieren Zeit und Mühe, um Beziehungen lebendig zu halten.',
          'Sie sind bereit, über Gefühle zu sprechen und an Problemen zu arbeiten.',
        ],
        watchOuts: [
          'Sie suchen vielleicht so oft Bestätigung, dass andere sich unter Druck gesetzt fühlen.',
          'Sie deuten kurzes Schweigen womöglich als Zeichen, dass etwas nicht stimmt.',
          'Sie stellen vielleicht eigene Bedürfnisse und Interessen zurück, um andere nah bei sich zu halten.',
          'Die Sorge nach einem Streit kann Sie noch lange begleiten, auch wenn er längst beigelegt ist.',
        ],
        recommendations: [
          'Wenn Sie sich Sorgen machen, warten Sie eine Stunde, bevor Sie eine weitere Nachricht schicken, und tun Sie in der Zwischenzeit etwas, das Ihnen Freude macht.',
          'Führen Sie eine kurze Liste mit Momenten, in denen nahestehende Menschen gezeigt haben, dass Sie ihnen wichtig sind, und lesen Sie sie, wenn Zweifel aufkommen.',
          'Sprechen Sie Ihr Bedürfnis direkt aus, zum Beispiel „Ich würde mich heute Abend sehr über einen kurzen Anruf freuen“, statt es nur anzudeuten.',
          'Nehmen Sie sich regelmäßig Zeit für ein eigenes Hobby oder eine eigene Freundschaft, die Ihnen Freude macht.',
          'Wenn Sorgen um Ihre Beziehungen einen großen Teil Ihres Tages einnehmen, kann ein Gespräch in einer Beratungsstelle oder bei einer Psychotherapeutin oder einem Psychotherapeuten hilfreich sein.',
        ],
      },
    },
    dismissing: {
      name: 'Abweisend-vermeidend',
      summary: 'Sie fühlen sich in Beziehungen gelassen und selbstständig und schätzen Ihren eigenen Freiraum mehr als ständige Nähe.',
      description: [
        'Ihre Antworten zeigen eine recht hohe Bindungssicherheit, verbunden mit einem Wunsch nach Freiraum, der größer ist als Ihr Wunsch nach Nähe. Sie fühlen sich meist wohl, wenn Sie auf sich gestellt sind, lösen Probleme selbst und halten einen angenehmen Abstand. Konflikte und Zeiten der Trennung verunsichern Sie selten.',
        'Ihre Unabhängigkeit kann Sie zu einem ruhigen, verlässlichen Gegenüber machen, das anderen Raum für ihr eigenes Leben lässt. Zugleich fühlen sich Menschen, die sich mehr Nähe wünschen, manchmal auf Abstand gehalten oder sind unsicher, wie viel sie Ihnen bedeuten, weil Sie seltener über Gefühle sprechen.',
        'Unabhängigkeit zu schätzen, ist eine echte Stärke. Es kann helfen, sich daran zu erinnern, dass es auch ein Geschenk ist, sich von anderen unterstützen zu lassen und sie an Ihrem Innenleben teilhaben zu lassen: Es zeigt ihnen, dass sie Ihnen wichtig sind. Kleine Schritte hin zu mehr Offenheit können Ihre Beziehungen vertiefen, und Sie behalten dabei die Freiheit, die Sie brauchen.',
      ],
      lists: {
        strengths: [
          'Sie bleiben unter Druck und in Konflikten ruhig.',
          'Sie lassen nahestehenden Menschen Freiheit und respektieren ihren Freiraum.',
          'Wenn etwas erledigt werden muss, sind Sie tatkräftig und zuverlässig.',
          'Sie führen ein reiches eigenes Leben mit eigenen Interessen.',
        ],
        watchOuts: [
          'Andere fühlen sich vielleicht ausgeschlossen, wenn Sie Ihre Gefühle für sich behalten.',
          'Sie stehen schwere Zeiten womöglich zu lange allein durch, bevor Sie um Unterstützung bitten.',
          'Sie empfinden den Wunsch anderer nach Nähe vielleicht als zu viel und ziehen sich zurück.',
        ],
        recommendations: [
          'Erzählen Sie einmal pro Woche einem nahestehenden Menschen von etwas, das Sie bewegt oder beschäftigt hat.',
          'Fragen Sie die Menschen, die Sie lieben, welche Art von Kontakt ihnen das Gefühl von Nähe gibt, und wählen Sie eine Sache aus, die Sie anbieten können.',
          'Wenn Sie Freiraum brauchen, sagen Sie es freundlich und sagen Sie auch, wann Sie wieder da sind, damit sich andere einbezogen statt ausgeschlossen fühlen.',
          'Wenn Sie das nächste Mal vor einem Problem stehen, fragen Sie einen Menschen nach seiner Sicht, bevor Sie es allein lösen.',
        ],
      },
    },
  },
};
